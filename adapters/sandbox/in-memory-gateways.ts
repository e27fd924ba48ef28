import { right } from 'fp-ts/Either';
import { inject, injectable, type Container } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import { forEachGateway } from '../../application/ports/gateway-registry';
import { CLOCK, type Clock } from '../../application/ports/platform';
import { SESSION_TOKENS, TEMPORARY_STATE, type SessionTokens, type TemporaryState } from '../../application/ports/session';
import { ENDPOINT_CALLER, type AnyEndpoint, type ArgsOf, type CallOptions, type EndpointCaller, type ResultOf } from '../http/endpoint';
import { HTTP_GATEWAYS } from '../http/http-gateways';
import { languageInForce } from '../../domain/copy/localized';
import { SANDBOX_INSURER, SandboxInsurer } from './sandbox-insurer';
import { DESK_ENDPOINTS, fileType } from './sandbox-routes';

/**
 * Every gateway port answered in memory by the sandbox insurer: the assembly for Gherkin features,
 * component tests and tools that need no HTTP. The gateways are the very ones the HTTP assembly uses; only
 * the endpoint caller differs: this one hands each call's arguments to the endpoint's desk handler
 * (sandbox-routes.ts) and its answer back, with no wire in between. A call carries the session token, or
 * while the member is between login and the dashboard the temporary token, as the HTTP client's bearer would.
 */
@injectable()
export class SandboxEndpointCaller implements EndpointCaller {
  private readonly desks = new Map(DESK_ENDPOINTS.map(({ endpoint, handle }) => [endpoint, handle]));

  constructor(
    @inject(SANDBOX_INSURER) private readonly insurer: SandboxInsurer,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async call<E extends AnyEndpoint>(endpoint: E, args: ArgsOf<E>, options: CallOptions = {}): GatewayResult<ResultOf<E>> {
    const handle = this.desks.get(endpoint);
    if (handle === undefined) throw new TypeError(`No sandbox desk answers ${endpoint.name}`);
    const token = options.bearer ?? this.tokens.current() ?? this.temporary.tempToken();
    const idempotencyKey = endpoint.idempotent === true ? (options.idempotencyKey ?? null) : null;
    const answer = await handle(args, { insurer: this.insurer, token, today: this.clock.today(), language: languageInForce(), idempotencyKey });
    if ((endpoint.answer.kind === 'pdf' || endpoint.answer.kind === 'file') && answer._tag === 'Right') {
      const bytes = answer.right as Uint8Array;
      const type = endpoint.answer.kind === 'pdf' ? 'application/pdf' : fileType(bytes);
      // Copied into a plain ArrayBuffer-backed array: Blob parts must not be shared memory.
      return right(new Blob([new Uint8Array(bytes)], { type })) as Awaited<GatewayResult<ResultOf<E>>>;
    }
    return answer as Awaited<GatewayResult<ResultOf<E>>>;
  }
}

/**
 * Binds every gateway port to its gateway over the in-memory endpoint caller (singletons). The caller binds
 * the platform ports they read (SESSION_TOKENS, TEMPORARY_STATE, CLOCK); SANDBOX_INSURER is bound to the
 * given insurer, or to a fresh one unless the container already has one.
 */
export function bindSandboxGateways(container: Container, insurer?: SandboxInsurer): void {
  if (insurer !== undefined) {
    if (container.isBound(SANDBOX_INSURER)) container.rebind(SANDBOX_INSURER).toConstantValue(insurer);
    else container.bind(SANDBOX_INSURER).toConstantValue(insurer);
  } else if (!container.isBound(SANDBOX_INSURER)) {
    container.bind(SANDBOX_INSURER).toConstantValue(new SandboxInsurer());
  }
  container.bind(ENDPOINT_CALLER).to(SandboxEndpointCaller).inSingletonScope();
  forEachGateway((name, port) => container.bind(port).to(HTTP_GATEWAYS[name]).inSingletonScope());
}
