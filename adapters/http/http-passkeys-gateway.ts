import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { PasskeysGateway } from '../../application/ports';
import type { Passkey, PasskeyRegistration, PasskeyRegistrationStart, PasskeySignInRequest, PasskeySignInStart, TokenResponse } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { PASSKEYS_ENDPOINTS as PASSKEYS } from './endpoints/passkeys';

@injectable()
export class HttpPasskeysGateway implements PasskeysGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  registrationOptions(): GatewayResult<PasskeyRegistrationStart> {
    return this.endpoints.call(PASSKEYS.registrationOptions, {});
  }

  register(registration: PasskeyRegistration): GatewayResult<Passkey> {
    return this.endpoints.call(PASSKEYS.register, { body: registration });
  }

  rename(passkeyId: string, name: string): GatewayResult<Passkey> {
    return this.endpoints.call(PASSKEYS.rename, { params: { passkeyId }, body: { name } });
  }

  remove(passkeyId: string): GatewayResult<void> {
    return this.endpoints.call(PASSKEYS.remove, { params: { passkeyId } });
  }

  signInOptions(): GatewayResult<PasskeySignInStart> {
    return this.endpoints.call(PASSKEYS.signInOptions, {});
  }

  signIn(request: PasskeySignInRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(PASSKEYS.signIn, { body: request });
  }

  freshCheckOptions(): GatewayResult<PasskeySignInStart> {
    return this.endpoints.call(PASSKEYS.freshCheckOptions, {});
  }

  freshCheck(request: PasskeySignInRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(PASSKEYS.freshCheck, { body: request });
  }
}
