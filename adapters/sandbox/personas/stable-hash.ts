/** FNV-1a: a stable 32-bit number from a string, for made-up data that is the same on every run. */
export function stableHash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
