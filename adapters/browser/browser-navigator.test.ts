// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserNavigator } from './browser-navigator';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('BrowserNavigator', () => {
  it('changes the route in place, pushing or replacing history', () => {
    const navigator = new BrowserNavigator(window);
    const before = history.length;
    navigator.go('/home');
    expect(navigator.currentPath()).toBe('/home');
    expect(history.length).toBe(before + 1);
    navigator.go('/group-selection', { replace: true });
    expect(navigator.currentPath()).toBe('/group-selection');
    expect(history.length).toBe(before + 1);
  });

  it('posts a hidden form with the given fields to single sign-on', () => {
    let submitted: { method: string; action: string; fields: [string, string, string][]; hidden: boolean } | null = null;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted = {
        method: this.method,
        action: this.action,
        hidden: this.hidden,
        fields: [...this.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]),
      };
    });
    new BrowserNavigator(window).postForm('https://sso.example.test/landing', { token: 'a.b.c', testenv: 'uat' });
    expect(submitted).toEqual({
      method: 'post',
      action: 'https://sso.example.test/landing',
      hidden: true,
      fields: [
        ['hidden', 'token', 'a.b.c'],
        ['hidden', 'testenv', 'uat'],
      ],
    });
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows a document in the opened window through an object URL, revoked on close', () => {
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:card-1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const documentWindow = new BrowserNavigator(window).openWindow();
    documentWindow?.show(new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(opened.location.href).toBe('blob:card-1');
    documentWindow?.close();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:card-1');
    expect(opened.close).toHaveBeenCalled();
  });

  it('answers null when a pop-up blocker refuses the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(new BrowserNavigator(window).openWindow()).toBeNull();
  });
});
