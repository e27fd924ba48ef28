import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { RecoveryCodes, SecuritySettings, TotpEnrolment } from '../../domain/model';
import { normaliseCode } from '../../domain/rules/second-factor';
import { SECURITY_GATEWAY, type SecurityGateway } from '../ports/security-gateway';
import type { GatewayError } from '../shared/gateway-error';

/**
 * /account/security: the member's second factors. Adding an authenticator app is two calls: its key and
 * otpauth:// address (a QR code), then its first code, which answers the ten recovery codes shown once.
 */

export type SecurityOutcome = { readonly kind: 'loaded'; readonly settings: SecuritySettings } | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class LoadSecurity {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async execute(): Promise<SecurityOutcome> {
    const answer = await this.security.settings();
    return isLeft(answer) ? { kind: 'error', error: answer.left } : { kind: 'loaded', settings: answer.right };
  }
}

export type StartAppOutcome = { readonly kind: 'started'; readonly enrolment: TotpEnrolment } | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class StartAuthenticatorApp {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async execute(): Promise<StartAppOutcome> {
    const answer = await this.security.startTotp();
    return isLeft(answer) ? { kind: 'error', error: answer.left } : { kind: 'started', enrolment: answer.right };
  }
}

export type ConfirmAppOutcome =
  | { readonly kind: 'confirmed'; readonly recovery: RecoveryCodes }
  | { readonly kind: 'empty' }
  | { readonly kind: 'wrong-code'; readonly attemptsLeft: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class ConfirmAuthenticatorApp {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async execute(typed: string): Promise<ConfirmAppOutcome> {
    if (normaliseCode(typed) === '') return { kind: 'empty' };
    const answer = await this.security.confirmTotp(typed);
    if (!isLeft(answer)) return { kind: 'confirmed', recovery: answer.right };
    const error = answer.left;
    if (error.kind === 'http' && error.code === 'WRONG_CODE') {
      const left = error.errorData?.['attemptsLeft'];
      return { kind: 'wrong-code', attemptsLeft: typeof left === 'number' ? left : 0 };
    }
    if (error.kind === 'http' && error.code === 'CODES_LOCKED') return { kind: 'locked' };
    return { kind: 'error', error };
  }
}
