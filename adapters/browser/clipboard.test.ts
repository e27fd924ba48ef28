// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BrowserClipboard } from './clipboard';

function withClipboard(writeText: ((text: string) => Promise<void>) | undefined): void {
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: writeText === undefined ? undefined : { writeText },
  });
}

/** jsdom has no execCommand; give the document one that reports the given outcome. */
function withExecCommand(outcome: boolean): string[] {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const area = document.querySelector('textarea');
      if (command === 'copy' && area !== null) copied.push(area.value);
      return outcome;
    },
  });
  return copied;
}

describe('BrowserClipboard', () => {
  it('writes through the asynchronous clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    expect(await new BrowserClipboard(window).writeText('123456789')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('123456789');
  });

  it('falls back to a textarea and execCommand when the API is missing or refused', async () => {
    withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const copied = withExecCommand(true);
    expect(await new BrowserClipboard(window).writeText('123456789')).toBe(true);
    expect(copied).toEqual(['123456789']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false when nothing can copy', async () => {
    withClipboard(undefined);
    withExecCommand(false);
    expect(await new BrowserClipboard(window).writeText('123456789')).toBe(false);
  });
});
