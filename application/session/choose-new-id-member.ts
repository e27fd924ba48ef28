import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NewIdRequest } from '../../domain/model';
import { SESSION_SERVER_COPY } from '../../domain/copy/server-copy';
import { toGatewayDate } from '../../domain/rules/formats';
import {
  validateNewIdForm,
  type NewIdAction,
  type NewIdForm,
  type NewIdFormErrors,
} from '../../domain/rules/new-id-form';
import type { GatewayError } from '../shared/gateway-error';
import { AUTH_GATEWAY, type AuthGateway } from '../ports/auth-gateway';
import { BRAND_RESOLVER, CLOCK, type BrandResolver, type Clock } from '../ports/platform';
import { READ_CACHE, SESSION_TOKENS, TEMPORARY_STATE, type ReadCache, type SessionTokens, type TemporaryState } from '../ports/session';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';
import { refusal } from '../shared/screen-failure';
import { fieldErrors } from '../shared/field-errors';

export interface NewIdChoice extends NewIdForm {
  /** The checkbox that keeps the member's session away from the CRM (sales-force) portal. */
  readonly blockCrmNavigation: boolean;
}

export type NewIdOutcome =
  | { readonly kind: 'invalid'; readonly errors: NewIdFormErrors }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'chosen'; readonly next: SignInOutcome }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** 400 and 404 from POST /api/new-id are the screen's to show, with the server's message (spec section 8). */
const shownOnScreen = (error: GatewayError): boolean => error.kind === 'http' && (error.status === 400 || error.status === 404);

/**
 * New ID (spec sections 2, 4 and 5): customer service staff, holding a new-id token, choose the member to
 * act for: the subscriber ('Continue as subscriber', the subscriber ID alone) or a specific member (with
 * first name, last name and date of birth). The member token that comes back is issued by new ID and
 * post-login routing runs with it. A member already inside a new-ID session may choose another: their
 * current session gives way to the new member's.
 */
@injectable()
export class ChooseNewIdMember {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(READ_CACHE) private readonly cache: ReadCache,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
  ) {}

  /** Whether the checkbox starts ticked: the choice holds for the browser session. */
  crmNavigationBlocked(): boolean {
    return this.temporary.crmNavigationBlocked();
  }

  async execute(choice: NewIdChoice, action: NewIdAction): Promise<NewIdOutcome> {
    const today = this.clock.today();
    const errors = fieldErrors(() => validateNewIdForm(choice, action, today));
    if (errors !== null) return { kind: 'invalid', errors };
    this.temporary.setCrmNavigationBlocked(choice.blockCrmNavigation);

    const response = await this.auth.newId(this.request(choice, action));
    if (isLeft(response)) {
      const error = response.left;
      if (!shownOnScreen(error)) return { kind: 'error', error };
      const message = error.kind === 'http' ? error.message?.trim() : undefined;
      return message !== undefined && message !== '' ? refusal(() => message) : refusal(() => SESSION_SERVER_COPY.newIdNotFound);
    }
    if (this.tokens.current() !== null) {
      this.tokens.clear();
      this.cache.clear();
    }
    this.temporary.setTempToken(response.right.token);
    this.temporary.setGroupSelected(false);
    return { kind: 'chosen', next: await this.finishSignIn.execute(response.right.redirect) };
  }

  private request(choice: NewIdChoice, action: NewIdAction): NewIdRequest {
    const base = { subscriberId: choice.subscriberId.trim(), domainId: this.brand.domainId() };
    if (action === 'continue-as-subscriber') return base;
    return {
      ...base,
      firstName: choice.firstName.trim(),
      lastName: choice.lastName.trim(),
      dateOfBirth: toGatewayDate(choice.dateOfBirth) ?? choice.dateOfBirth.trim(),
    };
  }
}
