import type { AttachmentType } from '../model';

/**
 * What a file sent to the insurer may be, wherever a member attaches one (a secure message, an appeal and
 * its answers): a PDF, a JPEG or a PNG as its first bytes show it (its name and the type it claims are not
 * trusted), not empty, 10 MB at most, and at most 5 files to one message or appeal.
 */

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;

/** Why a file is refused: not a PDF, JPEG or PNG by its content, over 10 MB, one too many, or empty. */
export type AttachmentRefusal = 'wrong-type' | 'too-big' | 'too-many' | 'empty';

const SIGNATURES: readonly { readonly type: AttachmentType; readonly bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many of a file's first bytes `attachmentTypeOf` needs. */
export const SIGNATURE_BYTES = 8;

/** The file's type as its first bytes show it (its name and the type it claims are not trusted), or null. */
export function attachmentTypeOf(head: Uint8Array): AttachmentType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type ?? null;
}

export interface FileFacts {
  /** Its first bytes (at least SIGNATURE_BYTES of them when the file has that many). */
  readonly head: Uint8Array;
  readonly size: number;
}

/**
 * Why this file cannot join a message or appeal that already carries `attached` files, or null when it
 * can. The count is checked first: a sixth file is refused whatever it is.
 */
export function attachmentRefusal(file: FileFacts, attached: number): AttachmentRefusal | null {
  if (attached >= ATTACHMENTS_PER_MESSAGE) return 'too-many';
  if (file.size === 0) return 'empty';
  if (attachmentTypeOf(file.head) === null) return 'wrong-type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'too-big';
  return null;
}
