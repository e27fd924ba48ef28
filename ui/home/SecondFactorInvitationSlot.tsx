import { laterComponent, useLaterComponent } from '../app/later-component';

/** The member's first act on the page: what starts the invitation's download. */
const ACTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

function firstAct(): Promise<void> {
  return new Promise((resolve) => {
    const act = () => {
      ACTS.forEach((type) => window.removeEventListener(type, act, true));
      resolve();
    };
    ACTS.forEach((type) => window.addEventListener(type, act, { capture: true, passive: true }));
  });
}

const invitation = laterComponent(() => import('./SecondFactorInvitation').then((module) => module.default));

/**
 * Where the home page's invitation to add a second factor goes (./SecondFactorInvitation.tsx). Its code and
 * its question to the gateway wait for the member's first act on the rendered page, so the JS and the calls
 * that reach /home carry none of it, and it can never hold back the page's largest paint. Nothing is shown
 * when the download fails: an invitation is never worth an error.
 */
export function SecondFactorInvitationSlot() {
  const Invitation = useLaterComponent(invitation, true, firstAct);
  // The downloaded module's component, kept in state: the same one on every render, not one made by it.
  // eslint-disable-next-line react-hooks/static-components
  return Invitation === null ? null : <Invitation />;
}
