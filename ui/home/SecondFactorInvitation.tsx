import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SecondFactorInvitation as Invitation } from '../../application/home/second-factor-invitation';
import { PATHS } from '../../domain/routes';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { SECOND_FACTOR_INVITATION_COPY } from './second-factor-invitation-copy';
import './second-factor-invitation.css';

/**
 * The invitation to add a second factor, at the end of the home page (a chunk of its own, downloaded once
 * the member acts on the page: ./SecondFactorInvitationSlot.tsx). It asks whether it is due only now, and
 * appears below everything the page already shows, so nothing on screen moves. "Not now" hides it at once and
 * sets it aside at the gateway, for the member, for 30 days; focus goes to the page's heading rather than
 * being lost with the button.
 */
export default function SecondFactorInvitation() {
  const invitation = useService(Invitation);
  const [due, setDue] = useState(false);
  useEffect(() => {
    let current = true;
    void invitation.due().then((answer) => {
      if (current) setDue(answer);
    });
    return () => {
      current = false;
    };
  }, [invitation]);
  if (!due) return null;
  const setAside = () => {
    void invitation.setAside();
    setDue(false);
    document.querySelector<HTMLElement>('h1')?.focus();
  };
  return (
    <section className="notice notice--info second-factor-invitation" aria-labelledby="second-factor-invitation-title" data-testid="second-factor-invitation">
      <Icon name="info" size={24} className="notice__icon" />
      <div className="notice__body">
        <h2 id="second-factor-invitation-title" className="notice__title">
          {SECOND_FACTOR_INVITATION_COPY.title}
        </h2>
        <p className="notice__text">{SECOND_FACTOR_INVITATION_COPY.text}</p>
        <div className="second-factor-invitation__actions">
          <Link href={PATHS.security} className="button button--small">
            {SECOND_FACTOR_INVITATION_COPY.add}
          </Link>
          <button type="button" className="button button--ghost button--small" onClick={setAside}>
            {SECOND_FACTOR_INVITATION_COPY.notNow}
          </button>
        </div>
      </div>
    </section>
  );
}
