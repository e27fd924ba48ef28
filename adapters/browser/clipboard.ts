import { inject, injectable } from 'inversify';
import type { Clipboard } from '../../application/ports';
import { BROWSER_WINDOW } from './browser-tokens';

@injectable()
export class BrowserClipboard implements Clipboard {
  constructor(@inject(BROWSER_WINDOW) private readonly window: Window) {}

  /** Resolves false rather than rejecting: a failed copy is a message to show, not an error page. */
  async writeText(text: string): Promise<boolean> {
    // Absent on insecure origins and in older browsers, whatever the type declarations say.
    const clipboard: globalThis.Clipboard | undefined = this.window.navigator.clipboard;
    if (clipboard !== undefined && typeof clipboard.writeText === 'function') {
      try {
        await clipboard.writeText(text);
        return true;
      } catch {
        // Permission refused or document not focused: the legacy path may still work.
      }
    }
    return this.legacyCopy(text);
  }

  private legacyCopy(text: string): boolean {
    const document = this.window.document;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    // Off-screen and fixed so that selecting it neither flashes nor scrolls the page.
    area.style.position = 'fixed';
    area.style.top = '-1000px';
    area.style.opacity = '0';
    document.body.append(area);
    try {
      area.select();
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
