import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { RecoveryCodes, SecuritySettings, TotpEnrolment } from '../../domain/model';
import { isAppCode, normaliseCode } from '../../domain/rules/second-factor';
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
  /** Not 6 digits: never sent, so it costs none of the tries before codes lock. */
  | { readonly kind: 'not-a-code' }
  | { readonly kind: 'wrong-code'; readonly attemptsLeft: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class ConfirmAuthenticatorApp {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async execute(typed: string): Promise<ConfirmAppOutcome> {
    if (normaliseCode(typed) === '') return { kind: 'empty' };
    if (!isAppCode(typed)) return { kind: 'not-a-code' };
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

export type TurnOffAppOutcome = { readonly kind: 'turned-off'; readonly settings: SecuritySettings } | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Turning the authenticator app off: a sensitive change, which the gateway refuses with FRESH_CHECK_REQUIRED
 * unless the member proved who they are in the last 5 minutes. Its codes and the recovery codes stop working.
 */
@injectable()
export class TurnOffAuthenticatorApp {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async execute(): Promise<TurnOffAppOutcome> {
    const answer = await this.security.disableTotp();
    return isLeft(answer) ? { kind: 'error', error: answer.left } : { kind: 'turned-off', settings: answer.right };
  }
}

export type NewRecoveryCodesOutcome = { readonly kind: 'made'; readonly recovery: RecoveryCodes } | { readonly kind: 'error'; readonly error: GatewayError };

/** Ten new recovery codes in place of the old ones, which stop working: a sensitive change, like turning the app off. */
@injectable()
export class MakeNewRecoveryCodes {
  constructor(@inject(SECURITY_GATEWAY) private readonly security: SecurityGateway) {}

  async execute(): Promise<NewRecoveryCodesOutcome> {
    const answer = await this.security.newRecoveryCodes();
    return isLeft(answer) ? { kind: 'error', error: answer.left } : { kind: 'made', recovery: answer.right };
  }
}
