// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusOnArrival, isFocusBusy, markRenderedAhead } from './focus';

function heading(): HTMLElement {
  const h1 = document.createElement('h1');
  h1.tabIndex = -1;
  h1.textContent = 'Benefits';
  document.body.append(h1);
  return h1;
}

/** A menu button in its disclosure wrapper, focused, as the shell renders it. */
function focusedMenuButton(expanded: boolean): HTMLButtonElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'disclosure';
  const button = document.createElement('button');
  button.setAttribute('aria-expanded', String(expanded));
  wrapper.append(button);
  document.body.append(wrapper);
  button.focus();
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusOnArrival', () => {
  it('gives a new page heading focus when nothing else has it', () => {
    const h1 = heading();
    focusOnArrival(h1);
    expect(document.activeElement).toBe(h1);
  });

  it('does not take focus from a field the member is typing in', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const h1 = heading();
    focusOnArrival(h1);
    expect(document.activeElement).toBe(input);
    expect(isFocusBusy(document)).toBe(true);
  });

  it('does not close a menu the member opened while the page loaded', () => {
    const button = focusedMenuButton(true);
    focusOnArrival(heading());
    expect(document.activeElement).toBe(button);
  });

  it('on a page sent rendered ahead, leaves focus on the link the visitor tabbed to before React took the page over', () => {
    const h1 = heading();
    const link = document.createElement('a');
    link.href = '/recover';
    document.body.append(link);
    link.focus();
    markRenderedAhead(document.body);
    focusOnArrival(h1);
    expect(document.activeElement).toBe(link);
  });

  it('on a page sent rendered ahead that the visitor has not touched, gives its heading focus', () => {
    const h1 = heading();
    markRenderedAhead(document.body);
    focusOnArrival(h1);
    expect(document.activeElement).toBe(h1);
  });

  it('gives the next page heading focus from the link that led to it, once past the page sent rendered ahead', () => {
    markRenderedAhead(document.body);
    const link = document.createElement('a');
    link.href = '/benefits';
    document.body.append(link);
    link.focus();
    const h1 = heading();
    focusOnArrival(h1);
    expect(document.activeElement).toBe(h1);
  });

  it('takes focus from a closed menu button, which the member is not using', () => {
    focusedMenuButton(false);
    const h1 = heading();
    focusOnArrival(h1);
    expect(document.activeElement).toBe(h1);
  });

  it('leaves focus inside an open dialog', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const close = document.createElement('button');
    dialog.append(close);
    document.body.append(dialog);
    close.focus();
    focusOnArrival(heading());
    expect(document.activeElement).toBe(close);
  });
});
