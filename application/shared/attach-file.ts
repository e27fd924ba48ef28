import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { MessageAttachment } from '../../domain/model';
import { attachmentRefusal, SIGNATURE_BYTES, type AttachmentRefusal } from '../../domain/rules/attachments';
import type { GatewayError } from './gateway-error';
import { MESSAGES_GATEWAY, type MessagesGateway } from '../ports/messages-gateway';

/**
 * Attaching a file, wherever a member sends one to the insurer (a secure message, an appeal, an answer to
 * the plan's request for information): the same rules (domain/rules/attachments.ts) and the same upload call.
 */

/** A file the member picked: its name, its size, and ways to read its first bytes and all of them. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly head: (count: number) => Promise<Uint8Array>;
  readonly bytes: () => Promise<Uint8Array>;
}

export type AttachOutcome =
  | { readonly kind: 'attached'; readonly attachment: MessageAttachment }
  | { readonly kind: 'refused'; readonly refusal: AttachmentRefusal; readonly fileName: string }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Attaches a file to a draft that already carries `attached`: refused without a call when the rules
 * refuse it (one too many, empty, not a PDF, JPEG or PNG by its first bytes, over 10 MB); otherwise sent
 * to the gateway, which checks it again.
 */
@injectable()
export class AttachFile {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(file: PickedFile, attached: number): Promise<AttachOutcome> {
    // The rules need only the first bytes and the size: a refused file is never read whole.
    const refusal = attachmentRefusal({ head: await file.head(SIGNATURE_BYTES), size: file.size }, attached);
    if (refusal !== null) return { kind: 'refused', refusal, fileName: file.name };
    const bytes = await file.bytes();
    const uploaded = await this.messages.upload(file.name, toBase64(bytes));
    return isLeft(uploaded) ? { kind: 'error', error: uploaded.left } : { kind: 'attached', attachment: uploaded.right };
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes as base64 (written out, since a large file's bytes overflow String.fromCharCode's arguments). */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    parts.push(
      BASE64[(triple >> 18) & 63]! +
        BASE64[(triple >> 12) & 63]! +
        (b === undefined ? '=' : BASE64[(triple >> 6) & 63]!) +
        (c === undefined ? '=' : BASE64[triple & 63]!),
    );
  }
  return parts.join('');
}
