import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isAppCode, normaliseCode } from '../../domain/rules/second-factor';
import type { GatewayError } from '../shared/gateway-error';
import { SECURITY_GATEWAY, type SecurityGateway } from '../ports/security-gateway';
import { READ_CACHE, TEMPORARY_STATE, type ReadCache, type TemporaryState } from '../ports/session';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';

/** What the member typed at the second step: their authenticator app's code, or one of their recovery codes. */
export interface SecondStepEntry {
  readonly kind: 'code' | 'recovery-code';
  readonly value: string;
}

/** How the second step ended: each refusal is its own case, so the screen says what to do about it. */
export type SecondStepOutcome =
  | { readonly kind: 'empty' }
  /** An app's code that is not 6 digits: never sent, so it costs none of the tries before codes lock. */
  | { readonly kind: 'not-a-code' }
  | { readonly kind: 'wrong-code'; readonly attemptsLeft: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  | { readonly kind: 'signed-in'; readonly next: SignInOutcome };

/** The login's refusal that asks for the second step: its ticket, or null when it is another refusal. */
export function secondStepTicket(error: GatewayError): string | null {
  if (error.kind !== 'http' || error.code !== 'SECOND_FACTOR_REQUIRED') return null;
  const ticket = error.errorData?.['ticket'];
  return typeof ticket === 'string' ? ticket : null;
}

/** The outcome a refusal of a code stands for (the second step's and the fresh check's alike). */
export function codeRefusal(error: GatewayError): Exclude<SecondStepOutcome, { kind: 'signed-in' } | { kind: 'empty' } | { kind: 'not-a-code' }> {
  if (error.kind !== 'http') return { kind: 'unavailable', error };
  switch (error.code) {
    case 'WRONG_CODE': {
      const left = error.errorData?.['attemptsLeft'];
      return { kind: 'wrong-code', attemptsLeft: typeof left === 'number' ? left : 0 };
    }
    case 'CODES_LOCKED':
      return { kind: 'locked' };
    case 'TICKET_EXPIRED':
      return { kind: 'expired' };
    default:
      return { kind: 'unavailable', error };
  }
}

/**
 * The second step of signing in, after the password of a member with a second factor: the ticket the login's
 * refusal carried and a code exchange for the token, and post-login routing goes on as after a password
 * (FinishSignIn), so the journey after it is the one every member has.
 */
@injectable()
export class CompleteSecondStep {
  constructor(
    @inject(SECURITY_GATEWAY) private readonly security: SecurityGateway,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(READ_CACHE) private readonly cache: ReadCache,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
  ) {}

  async execute(ticket: string, entry: SecondStepEntry): Promise<SecondStepOutcome> {
    if (normaliseCode(entry.value) === '') return { kind: 'empty' };
    if (entry.kind === 'code' && !isAppCode(entry.value)) return { kind: 'not-a-code' };
    const request = entry.kind === 'code' ? { ticket, code: entry.value } : { ticket, recoveryCode: entry.value };
    const response = await this.security.secondStep(request);
    if (isLeft(response)) return codeRefusal(response.left);
    this.cache.clear();
    this.temporary.setTempToken(response.right.token);
    this.temporary.setGroupSelected(false);
    return { kind: 'signed-in', next: await this.finishSignIn.execute(response.right.redirect) };
  }
}
