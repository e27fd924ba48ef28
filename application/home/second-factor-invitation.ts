import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { invitesToSecondFactor } from '../../domain/rules/second-factor';
import { SECURITY_GATEWAY, type SecurityGateway } from '../ports/security-gateway';
import { LOCAL_STORE, type KeyValueStore } from '../ports/session';

/**
 * Set aside in this browser until the member signs out: signing out clears local storage (spec section 4),
 * so the invitation comes back at the next sign-in, never more than once a session.
 */
const SET_ASIDE_KEY = 'md_second_factor_invitation_set_aside';

/**
 * The home page's invitation to add a second factor (domain/rules/second-factor.ts): asked for after the
 * page is on screen, never on its way there. Whether the member has one comes from the security settings;
 * when they cannot be read the member is not invited (an invitation is never worth an error).
 */
@injectable()
export class SecondFactorInvitation {
  constructor(
    @inject(SECURITY_GATEWAY) private readonly security: SecurityGateway,
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
  ) {}

  async due(): Promise<boolean> {
    const setAside = this.local.get(SET_ASIDE_KEY) === 'yes';
    if (setAside) return false;
    const settings = await this.security.settings();
    if (isLeft(settings)) return false;
    return invitesToSecondFactor({ totpEnabled: settings.right.totpEnabled, passkeys: settings.right.passkeys.length }, setAside);
  }

  setAside(): void {
    this.local.set(SET_ASIDE_KEY, 'yes');
  }
}
