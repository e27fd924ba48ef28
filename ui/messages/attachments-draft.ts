import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { MessageAttachment } from '../../domain/model';
import { attachmentRefusalMessage } from '../../domain/rules/secure-messages';
import type { AttachFile, PickedFile } from '../../application/messages/secure-messages';
import type { GatewayError } from '../../application/shared/gateway-error';
import { MESSAGES_COPY } from './messages-copy';

/** What a picked file came to: each refusal kept as how to word it, so it reads in the language in force. */
type Note = () => string;

/**
 * The files of one draft: each picked file is checked by the rules (type by content, 10 MB, 5 a message)
 * and uploaded; a refused one is said by name (too big, wrong type, one too many) and the rest of the draft
 * is untouched. Files are taken one at a time, in the order picked, so that the count is always right.
 */
export class AttachmentsDraft {
  files: readonly MessageAttachment[] = [];
  notes: readonly Note[] = [];
  /** The file being attached, if any: the form waits for it before sending. */
  attaching: string | null = null;

  constructor(
    private readonly attachFile: AttachFile,
    private readonly fail: (error: GatewayError) => void,
  ) {
    makeAutoObservable<AttachmentsDraft, 'attachFile' | 'fail'>(this, { attachFile: false, fail: false, files: observableRef, notes: observableRef });
  }

  get ids(): string[] {
    return this.files.map((file) => file.attachmentId);
  }

  /** What was refused, in the member's words. */
  get refusals(): string[] {
    return this.notes.map((note) => note());
  }

  async add(picked: readonly PickedFile[]): Promise<void> {
    this.notes = [];
    for (const file of picked) {
      runInAction(() => (this.attaching = file.name));
      const outcome = await this.attachFile.execute(file, this.files.length);
      runInAction(() => {
        this.attaching = null;
        if (outcome.kind === 'attached') this.files = [...this.files, outcome.attachment];
        else if (outcome.kind === 'refused') this.notes = [...this.notes, () => attachmentRefusalMessage(outcome.refusal, outcome.fileName)];
        else if (outcome.error.status === 401) this.fail(outcome.error);
        else this.notes = [...this.notes, () => MESSAGES_COPY.attachFailed(file.name)];
      });
    }
  }

  remove(attachmentId: string): void {
    this.files = this.files.filter((file) => file.attachmentId !== attachmentId);
    this.notes = [];
  }

  clear(): void {
    this.files = [];
    this.notes = [];
  }
}

/** A new idempotency key: one per draft, kept through every try until the message is sent. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
