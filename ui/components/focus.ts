/** Keyboard focus helpers shared by the modal, menus and panels. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` a Tab key can reach, in document order. */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.closest('[inert]') === null && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last focusable element Tab goes to the first, and from
 * the first (or the container itself) Shift+Tab goes to the last. Returns true when it moved focus.
 */
export function trapTab(event: { key: string; shiftKey: boolean; preventDefault(): void }, root: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableWithin(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return true;
  }
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * Whether the member is in the middle of something focus must not be taken from: typing in a field,
 * a dialog, or a menu they have opened.
 */
export function isFocusBusy(doc: Document): boolean {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || active === doc.body) return false;
  if (active.matches('input, textarea, select, [contenteditable="true"]')) return true;
  if (active.closest('[role="dialog"], dialog, [aria-modal="true"]') !== null) return true;
  const disclosure = active.closest('.disclosure');
  return disclosure !== null && disclosure.querySelector(':scope > [aria-expanded="true"]') !== null;
}

const ARRIVAL_RETRY_MS = 16;
const ARRIVAL_RETRIES = 120;

/** Headings of a page the host sent rendered ahead, which React takes over as they are. */
const renderedAhead = new WeakSet<Element>();

/**
 * Marks the headings of a page sent rendered ahead: the visitor sees that page, and can Tab through it,
 * before React takes it over. Where they have put focus by then stays there; their page did not change.
 */
export function markRenderedAhead(root: ParentNode): void {
  for (const heading of root.querySelectorAll('h1')) renderedAhead.add(heading);
}

/**
 * Gives a new page's heading focus, so a screen reader announces the page and Tab starts at its top.
 * It waits while the heading cannot take focus yet (a Suspense boundary keeps it hidden until a part
 * of the page has loaded), for about two seconds, and gives up as soon as the member moves focus
 * themselves or is busy in a field, dialog or open menu. On a page sent rendered ahead
 * (`markRenderedAhead`) it takes focus only if the visitor has not yet put it anywhere. Returns a
 * function that stops the waiting.
 */
export function focusOnArrival(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  const before = doc.activeElement;
  let timer: number | undefined;
  let tries = 0;
  const attempt = () => {
    if (!element.isConnected || isFocusBusy(doc)) return;
    // Focus is where the member put it: anywhere on a page they had before React took it over, or
    // wherever it has moved since the page arrived (not to this heading).
    const placed = doc.activeElement !== null && doc.activeElement !== doc.body;
    if (placed && (renderedAhead.has(element) || (tries > 0 && doc.activeElement !== before))) return;
    element.focus({ preventScroll: true });
    if (doc.activeElement !== element && tries < ARRIVAL_RETRIES && view !== null) {
      tries += 1;
      timer = view.setTimeout(attempt, ARRIVAL_RETRY_MS);
    }
  };
  attempt();
  return () => {
    if (timer !== undefined) view?.clearTimeout(timer);
  };
}
