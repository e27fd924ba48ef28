/**
 * When a form is submitted and comes back showing errors, focus moves to its first invalid field (WCAG 3.3.1
 * and 2.4.3): a keyboard or screen-reader user lands where the fix is needed, its error read with it, instead
 * of staying on the submit button. One listener serves every form of the app, so no form can forget it.
 * Returns the function that removes it.
 */
export function focusFirstInvalidOnSubmit(root: Document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    const view = root.defaultView;
    if (!(form instanceof HTMLFormElement) || view === null) return;
    // A frame later, the form's own handler has validated and the page shows its errors.
    view.requestAnimationFrame(() => {
      if (!form.isConnected) return;
      const active = root.activeElement;
      // Focus that went elsewhere (a new page's heading, a dialog) stays where it went.
      if (active !== null && active !== root.body && !form.contains(active)) return;
      const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (first !== null && first !== active) first.focus();
    });
  };
  root.addEventListener('submit', onSubmit, true);
  return () => root.removeEventListener('submit', onSubmit, true);
}
