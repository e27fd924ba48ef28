import { useEffect, useState, type ComponentType } from 'react';

/** The member's first act on the page: what starts the invitation's download. */
const ACTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Where the home page's invitation to add a second factor goes (./SecondFactorInvitation.tsx). Its code and
 * its question to the gateway wait for the member's first act on the rendered page, so the JS and the calls
 * that reach /home carry none of it, and it can never hold back the page's largest paint. Nothing is shown
 * when the download fails: an invitation is never worth an error.
 */
export function SecondFactorInvitationSlot() {
  const [Invitation, setInvitation] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    const load = () => {
      stop();
      import('./SecondFactorInvitation').then(
        (module) => current && setInvitation(() => module.default),
        () => undefined,
      );
    };
    const stop = () => ACTS.forEach((type) => window.removeEventListener(type, load, true));
    ACTS.forEach((type) => window.addEventListener(type, load, { capture: true, passive: true }));
    return () => {
      current = false;
      stop();
    };
  }, []);
  return Invitation === null ? null : <Invitation />;
}
