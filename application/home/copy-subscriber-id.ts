import { inject, injectable } from 'inversify';
import { CLIPBOARD, type Clipboard } from '../ports/platform';

/** Copies the subscriber ID; answers whether the clipboard took it. */
@injectable()
export class CopySubscriberId {
  constructor(@inject(CLIPBOARD) private readonly clipboard: Clipboard) {}

  execute(subscriberId: string): Promise<boolean> {
    return this.clipboard.writeText(subscriberId);
  }
}
