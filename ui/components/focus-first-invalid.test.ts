// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalidOnSubmit } from './focus-first-invalid';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A form whose submit handler marks the fields named in `invalid`, as a form's validation would. */
function formWith(invalid: readonly string[]): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="username" />
      <input name="password" />
      <button type="submit">Log in</button>
    </form>
    <h1 tabindex="-1">Next page</h1>`;
  const form = document.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const name of invalid) form.querySelector(`[name="${name}"]`)?.setAttribute('aria-invalid', 'true');
  });
  return form;
}

let remove: () => void = () => undefined;
afterEach(() => {
  remove();
  document.body.innerHTML = '';
});

describe('focusFirstInvalidOnSubmit', () => {
  it('moves focus from the submit button to the first field the submit found invalid', async () => {
    remove = focusFirstInvalidOnSubmit(document);
    const form = formWith(['password']);
    form.querySelector('button')?.focus();
    form.requestSubmit();
    await nextFrame();
    expect(document.activeElement).toBe(form.querySelector('[name="password"]'));
  });

  it('leaves focus alone when the form has no errors, or when focus went to another page', async () => {
    remove = focusFirstInvalidOnSubmit(document);
    const valid = formWith([]);
    const button = valid.querySelector('button');
    button?.focus();
    valid.requestSubmit();
    await nextFrame();
    expect(document.activeElement).toBe(button);

    const moved = formWith(['username']);
    moved.addEventListener('submit', () => (document.querySelector('h1') as HTMLElement).focus());
    moved.requestSubmit();
    await nextFrame();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });
});
