import type { PickedFile } from '../../application/shared/attach-file';

/** A file the browser gave, as the attach use case reads it: its first bytes for the rules, all of them to send. */
export function pickedFile(file: Blob & { readonly name: string }): PickedFile {
  return {
    name: file.name,
    size: file.size,
    head: async (count) => new Uint8Array(await file.slice(0, count).arrayBuffer()),
    bytes: async () => new Uint8Array(await file.arrayBuffer()),
  };
}
