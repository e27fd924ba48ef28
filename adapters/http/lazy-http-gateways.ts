import type { Container, Newable, ServiceIdentifier } from 'inversify';
import {
  ACCOUNT_GATEWAY,
  AUTH_GATEWAY,
  BENEFITS_GATEWAY,
  CLAIMS_GATEWAY,
  CONTENT_GATEWAY,
  DOCUMENTS_GATEWAY,
  EBILL_GATEWAY,
  ID_CARD_GATEWAY,
  PLAN_MANAGEMENT_GATEWAY,
  PRIMARY_CARE_GATEWAY,
  PROGRAMS_GATEWAY,
  READ_CACHE,
  REFERRALS_GATEWAY,
  REGISTRATION_GATEWAY,
  type ReadCache,
} from '../../application/ports';
import { FETCH, platformFetch } from './http-config';
import type { HttpClient } from './http-client';

/**
 * The browser's gateways, each loaded with its first call. A page that calls nothing (the login form
 * before it is sent) downloads neither the HTTP client nor io-ts nor any codec, and each page downloads
 * the gateways it calls and no others (route-level code splitting, issue #8).
 *
 * Every gateway port method answers a promise (GatewayResult), so a stand-in that loads the real gateway
 * and then forwards the call keeps the port's contract exactly; callers cannot tell the difference.
 * Node assemblies and tests keep binding eagerly with bindHttpGateways (http-gateways.ts): the two lists
 * must name the same ports, which lazy-http-gateways.test.ts checks.
 */

type GatewayClass = Newable<object>;

/** Each gateway port and the module of its HTTP implementation. */
export const LAZY_HTTP_GATEWAYS: readonly (readonly [ServiceIdentifier<object>, () => Promise<GatewayClass>])[] = [
  [AUTH_GATEWAY, () => import('./http-auth-gateway').then((module) => module.HttpAuthGateway)],
  [ACCOUNT_GATEWAY, () => import('./http-account-gateway').then((module) => module.HttpAccountGateway)],
  [REGISTRATION_GATEWAY, () => import('./http-registration-gateway').then((module) => module.HttpRegistrationGateway)],
  [BENEFITS_GATEWAY, () => import('./http-benefits-gateway').then((module) => module.HttpBenefitsGateway)],
  [EBILL_GATEWAY, () => import('./http-ebill-gateway').then((module) => module.HttpEbillGateway)],
  [ID_CARD_GATEWAY, () => import('./http-id-card-gateway').then((module) => module.HttpIdCardGateway)],
  [PRIMARY_CARE_GATEWAY, () => import('./http-primary-care-gateway').then((module) => module.HttpPrimaryCareGateway)],
  [PROGRAMS_GATEWAY, () => import('./http-programs-gateway').then((module) => module.HttpProgramsGateway)],
  [REFERRALS_GATEWAY, () => import('./http-referrals-gateway').then((module) => module.HttpReferralsGateway)],
  [DOCUMENTS_GATEWAY, () => import('./http-documents-gateway').then((module) => module.HttpDocumentsGateway)],
  [PLAN_MANAGEMENT_GATEWAY, () => import('./http-plan-management-gateway').then((module) => module.HttpPlanManagementGateway)],
  [CONTENT_GATEWAY, () => import('./http-content-gateway').then((module) => module.HttpContentGateway)],
  [CLAIMS_GATEWAY, () => import('./http-claims-gateway').then((module) => module.HttpClaimsGateway)],
];

/**
 * A stand-in for a gateway: any method call loads the gateway (once), then forwards the call. A class
 * instance rather than a plain object so that MobX, should a store hold one, keeps it as a reference.
 * `then` is not a method: the stand-in must never look like a promise to inversify or to `await`.
 */
function deferredGateway(load: () => Promise<object>): object {
  let loaded: Promise<object> | undefined;
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  class DeferredGateway {}
  return new Proxy(new DeferredGateway(), {
    get(target, property, receiver) {
      if (typeof property !== 'string' || property === 'then' || property === 'constructor') {
        return Reflect.get(target, property, receiver) as unknown;
      }
      let method = methods.get(property);
      if (method === undefined) {
        method = async (...args: unknown[]) => {
          const gateway = (await (loaded ??= load())) as Record<string, unknown>;
          const real = gateway[property];
          if (typeof real !== 'function') throw new TypeError(`The gateway has no method '${property}'`);
          return (real as (...values: unknown[]) => Promise<unknown>).apply(gateway, args);
        };
        methods.set(property, method);
      }
      return method;
    },
  });
}

export interface LazyHttpGateways {
  /** Loads the HTTP client now (say, when the member starts filling in the login form). */
  warm(): Promise<void>;
}

/**
 * Binds every gateway port to a deferred HTTP implementation and READ_CACHE to the client's cache
 * (empty, so nothing to clear, until the client exists). Expects HTTP_CONFIG, SESSION_TOKENS and
 * TEMPORARY_STATE to be bound; binds FETCH to the platform's fetch unless something already did.
 */
export function bindLazyHttpGateways(container: Container): LazyHttpGateways {
  if (!container.isBound(FETCH)) container.bind(FETCH).toConstantValue(platformFetch);
  let client: HttpClient | null = null;
  let clientLoad: Promise<HttpClient> | undefined;
  const loadClient = (): Promise<HttpClient> =>
    (clientLoad ??= import('./http-client').then(({ HttpClient: Client }) => {
      // One client per tab: it is the session's read cache.
      container.bind(Client).toSelf().inSingletonScope();
      client = container.get(Client);
      return client;
    }));
  const readCache: ReadCache = {
    clear: () => client?.clear(),
  };
  container.bind(READ_CACHE).toConstantValue(readCache);
  for (const [port, loadClass] of LAZY_HTTP_GATEWAYS) {
    const load = async (): Promise<object> => {
      const [gatewayClass] = await Promise.all([loadClass(), loadClient()]);
      container.bind(gatewayClass).toSelf().inSingletonScope();
      return container.get(gatewayClass);
    };
    container.bind(port).toConstantValue(deferredGateway(load));
  }
  return { warm: () => loadClient().then(() => undefined) };
}
