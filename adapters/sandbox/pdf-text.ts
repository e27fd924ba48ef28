/**
 * Text as pdf-lib's standard fonts can draw it: they only know WinAnsi, so typographic quotes and dashes
 * are folded to their plain forms and anything else outside Latin-1 is dropped.
 */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
}
