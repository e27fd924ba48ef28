import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isAppCode, normaliseCode, type FreshCheck } from '../../domain/rules/second-factor';
import type { GatewayError } from './gateway-error';
import { SECURITY_GATEWAY, type SecurityGateway } from '../ports/security-gateway';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session';

/** What a sensitive change refused for want of a fresh proof asks for; null for any other failure. */
export function freshCheckAsked(error: GatewayError): Exclude<FreshCheck, 'none'> | null {
  if (error.kind !== 'http' || error.status !== 403 || error.code !== 'FRESH_CHECK_REQUIRED') return null;
  return error.errorData?.['check'] === 'password' ? 'password' : 'second-factor';
}

export type FreshCheckOutcome =
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'wrong-password' }
  | { readonly kind: 'wrong-code'; readonly attemptsLeft: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'unavailable'; readonly error: GatewayError };

/**
 * The fresh check before a sensitive change (any area's): the password of a member without a second
 * factor, else an authenticator app's code (6 digits) or a recovery code. The token it answers, proved now,
 * becomes the session's, and the change is sent again.
 */
@injectable()
export class ConfirmItIsYou {
  constructor(
    @inject(SECURITY_GATEWAY) private readonly security: SecurityGateway,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  async execute(check: Exclude<FreshCheck, 'none'>, typed: string): Promise<FreshCheckOutcome> {
    if (normaliseCode(typed) === '') return { kind: 'empty' };
    const request =
      check === 'password' ? { password: typed } : isAppCode(typed) ? { code: typed } : { recoveryCode: typed };
    const answer = await this.security.freshCheck(request);
    if (isLeft(answer)) {
      const error = answer.left;
      if (error.kind !== 'http') return { kind: 'unavailable', error };
      if (error.code === 'WRONG_PASSWORD') return { kind: 'wrong-password' };
      if (error.code === 'WRONG_CODE') {
        const left = error.errorData?.['attemptsLeft'];
        return { kind: 'wrong-code', attemptsLeft: typeof left === 'number' ? left : 0 };
      }
      if (error.code === 'CODES_LOCKED') return { kind: 'locked' };
      return { kind: 'unavailable', error };
    }
    this.tokens.store(answer.right.token);
    return { kind: 'confirmed' };
  }
}
