import type { PickedFile } from '../../application/shared/attach-file';

/** A file from a file input, as the attaching use case reads it: its first bytes without reading it whole. */
export function pickedFile(file: File): PickedFile {
  return {
    name: file.name,
    size: file.size,
    head: async (count) => new Uint8Array(await file.slice(0, count).arrayBuffer()),
    bytes: async () => new Uint8Array(await file.arrayBuffer()),
  };
}
