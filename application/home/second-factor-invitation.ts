import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { invitesToSecondFactor } from '../../domain/rules/second-factor';
import { SECURITY_GATEWAY, type SecurityGateway } from '../ports/security-gateway';

/**
 * The home page's invitation to add a second factor (domain/rules/second-factor.ts): asked for after the
 * page is on screen, never on its way there. "Not now" is kept by the gateway for the member, for 30 days,
 * so that it holds on every device they sign in on, outlasts signing out, and leaves nothing in a shared
 * browser. A member who set it aside is not asked for their security settings at all; whether the others
 * have a second factor comes from those settings. When either cannot be read the member is not invited
 * (an invitation is never worth an error).
 */
@injectable()
export class SecondFactorInvitation {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async due(): Promise<boolean> {
    const invitation = await this.security.invitation();
    if (isLeft(invitation)) return false;
    if (invitation.right.setAside) return false;
    const settings = await this.security.settings();
    if (isLeft(settings)) return false;
    return invitesToSecondFactor({ totpEnabled: settings.right.totpEnabled, passkeys: settings.right.passkeys.length }, invitation.right.setAside);
  }

  /** Sets the invitation aside for the member; a failure leaves it to be offered at a later visit, and says nothing. */
  async setAside(): Promise<void> {
    await this.security.setAsideInvitation();
  }
}
