import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { loginErrorMessage } from '../../domain/rules/error-catalogue';
import { validateLoginForm } from '../../domain/rules/validators';
import type { GatewayError } from '../shared/gateway-error';
import { AUTH_GATEWAY, type AuthGateway } from '../ports/auth-gateway';
import { BRAND_RESOLVER, type BrandResolver } from '../ports/platform';
import { READ_CACHE, TEMPORARY_STATE, type ReadCache, type TemporaryState } from '../ports/session';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';
import { secondStepTicket } from './second-step';

export interface LoginForm {
  readonly username: string;
  readonly password: string;
}

export type LoginOutcome =
  | { readonly kind: 'invalid'; readonly errors: { readonly username?: string; readonly password?: string } }
  | { readonly kind: 'refused'; readonly message: string; readonly links: readonly { readonly label: string; readonly href: string }[] }
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  /** The password was right and the member has a second factor: the second step takes the ticket and a code. */
  | { readonly kind: 'second-step'; readonly ticket: string }
  | { readonly kind: 'signed-in'; readonly next: SignInOutcome };

/** Refusals the login screen explains itself (spec section 8); anything else is an outage. */
const isRefusal = (error: GatewayError): boolean =>
  error.kind === 'http' && error.status >= 400 && error.status < 500;

/** Log in (spec sections 2, 5 and 8): nothing is sent when the form is invalid. */
@injectable()
export class LogIn {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(READ_CACHE) private readonly cache: ReadCache,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
  ) {}

  async execute(form: LoginForm): Promise<LoginOutcome> {
    const errors = validateLoginForm(form);
    if (errors.username !== undefined || errors.password !== undefined) return { kind: 'invalid', errors };

    const response = await this.auth.login({ username: form.username, password: form.password, domainId: this.brand.domainId() });
    if (isLeft(response)) {
      const error = response.left;
      if (!isRefusal(error)) return { kind: 'unavailable', error };
      const ticket = secondStepTicket(error);
      if (ticket !== null) return { kind: 'second-step', ticket };
      // Worded when read, so that a page showing the refusal reads it in the language then in force.
      const refusal = () => loginErrorMessage(error.kind === 'http' ? error : {});
      return {
        kind: 'refused',
        get message() {
          return refusal().message;
        },
        get links() {
          return refusal().links;
        },
      };
    }
    // A new member may be signing in on a browser another member used: nothing cached may carry over.
    this.cache.clear();
    this.temporary.setTempToken(response.right.token);
    this.temporary.setGroupSelected(false);
    return { kind: 'signed-in', next: await this.finishSignIn.execute(response.right.redirect) };
  }
}
