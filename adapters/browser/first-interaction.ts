/**
 * Runs `act` once, on the first key, pointer or focus inside the page: a sign the visitor is about to do
 * something, so the code for it can start loading while they type. Returns a function that stops waiting.
 */
export function onFirstInteraction(act: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const stop = (): void => {
    for (const type of events) window.removeEventListener(type, once, true);
  };
  function once(): void {
    stop();
    act();
  }
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
