import { inject, injectable } from 'inversify';
import { navigate } from 'wouter/use-browser-location';
import type { DocumentWindow, Navigator } from '../../application/ports';
import { BROWSER_WINDOW } from './browser-tokens';

/** Long enough for the new window to load the document; the URL is useless to anyone after that. */
const OBJECT_URL_LIFETIME_MS = 60_000;

@injectable()
export class BrowserNavigator implements Navigator {
  constructor(@inject(BROWSER_WINDOW) private readonly window: Window) {}

  /** Through wouter, so that its routes hear about the change. */
  go(path: string, options?: { readonly replace?: boolean }): void {
    navigate(path, { replace: options?.replace ?? false });
  }

  currentPath(): string {
    return this.window.location.pathname;
  }

  assign(url: string): void {
    this.window.location.assign(url);
  }

  reload(): void {
    this.window.location.reload();
  }

  /**
   * A real form post, not fetch: single sign-on must land the whole page on the other site with the
   * fields as its request body (spec section 4).
   */
  postForm(url: string, fields: Readonly<Record<string, string>>): void {
    const document = this.window.document;
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
  }

  /** Must run inside the click: pop-up blockers allow a window opened synchronously from a user gesture. */
  openWindow(): DocumentWindow | null {
    const opened = this.window.open('', '_blank');
    return opened === null ? null : new ObjectUrlWindow(opened, this.window);
  }
}

/** A window that shows a document through an object URL and revokes it once it has been loaded. */
class ObjectUrlWindow implements DocumentWindow {
  private url: string | null = null;

  constructor(
    private readonly opened: Window,
    private readonly host: Window,
  ) {}

  show(blob: Blob): void {
    this.revoke();
    const url = URL.createObjectURL(blob);
    this.url = url;
    this.opened.location.href = url;
    this.host.setTimeout(() => {
      if (this.url === url) this.revoke();
    }, OBJECT_URL_LIFETIME_MS);
  }

  close(): void {
    this.revoke();
    this.opened.close();
  }

  private revoke(): void {
    if (this.url !== null) URL.revokeObjectURL(this.url);
    this.url = null;
  }
}
