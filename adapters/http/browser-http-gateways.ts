import type { Container, Newable, ServiceIdentifier } from 'inversify';
import { forEachGateway, type GatewayName, type Gateways } from '../../application/ports';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpAuthorizationsPage } from './http-authorizations-page';
import { HttpBenefitLimits } from './http-benefit-limits';
import { bindHttpClient } from './http-client';
import { HttpContentGateway } from './http-content-gateway';
import { HttpDocumentsGateway } from './http-documents-gateway';
import { HttpEbillGateway } from './http-ebill-gateway';
import { HttpPlanManagementGateway } from './http-plan-management-gateway';
import { HttpPrimaryCareGateway } from './http-primary-care-gateway';
import { HttpProgramsGateway } from './http-programs-gateway';
import { HttpReferralsGateway } from './http-referrals-gateway';

/**
 * The browser's gateways, in two sets (route-level code splitting):
 * - the core's: those every signed-in page calls at once (the sign-in itself, the account state behind
 *   the menus, the shell's content), and those of the home page, where members land. They come with the
 *   app's core, so that their calls start as soon as the core runs instead of after one more round of
 *   downloads.
 * - the other pages': each loaded with its first call, so that a page downloads the gateways it calls and
 *   no others.
 * The logged-out entry (/login) loads none of them: they all sit behind the core.
 *
 * Every gateway port method answers a promise (GatewayResult), so a stand-in that loads the real gateway
 * and then forwards the call keeps the port's contract exactly; callers cannot tell the difference.
 * Node assemblies and tests bind eagerly with bindHttpGateways (http-gateways.ts).
 */

/**
 * A page's gateway: the module of its HTTP implementation, loaded with the first call. `core` answers the
 * methods the home page calls itself, with the core, so that they wait for no download.
 */
interface LazyGateway<Port> {
  readonly load: () => Promise<Newable<Port>>;
  readonly core?: Newable<Partial<Port>>;
}

/**
 * Every gateway port (application/ports/gateway-registry.ts): a class comes with the core (the gateways
 * every signed-in page calls, and the home page's, where members land); a `load` is a page's, loaded with
 * its first call.
 */
export const BROWSER_HTTP_GATEWAYS: { readonly [K in GatewayName]: Newable<Gateways[K]> | LazyGateway<Gateways[K]> } = {
  auth: HttpAuthGateway,
  account: HttpAccountGateway,
  ebill: HttpEbillGateway,
  referrals: HttpReferralsGateway,
  documents: HttpDocumentsGateway,
  primaryCare: HttpPrimaryCareGateway,
  content: HttpContentGateway,
  // The home page's own: its plan management notice, program tiles, approvals about to expire and dental
  // maximum (the tracker's and the benefits pages' calls load with them).
  planManagement: HttpPlanManagementGateway,
  programs: HttpProgramsGateway,
  authorizations: { core: HttpAuthorizationsPage, load: () => import('./http-authorizations-gateway').then((module) => module.HttpAuthorizationsGateway) },
  benefits: { core: HttpBenefitLimits, load: () => import('./http-benefits-gateway').then((module) => module.HttpBenefitsGateway) },
  registration: { load: () => import('./http-registration-gateway').then((module) => module.HttpRegistrationGateway) },
  idCard: { load: () => import('./http-id-card-gateway').then((module) => module.HttpIdCardGateway) },
  claims: { load: () => import('./http-claims-gateway').then((module) => module.HttpClaimsGateway) },
  costEstimator: { load: () => import('./http-cost-estimator-gateway').then((module) => module.HttpCostEstimatorGateway) },
  dataSharing: { load: () => import('./http-data-sharing-gateway').then((module) => module.HttpDataSharingGateway) },
  healthRecord: { load: () => import('./http-health-record-gateway').then((module) => module.HttpHealthRecordGateway) },
  messages: { load: () => import('./http-messages-gateway').then((module) => module.HttpMessagesGateway) },
  // The header's count, read by every signed-in page once it is idle: its own small chunk.
  unreadMessages: { load: () => import('./http-unread-messages-gateway').then((module) => module.HttpUnreadMessagesGateway) },
  appeals: { load: () => import('./http-appeals-gateway').then((module) => module.HttpAppealsGateway) },
  security: { load: () => import('./http-security-gateway').then((module) => module.HttpSecurityGateway) },
  passkeys: { load: () => import('./http-passkeys-gateway').then((module) => module.HttpPasskeysGateway) },
};

type GatewayMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * A stand-in for a gateway: a method of `core` answers at once; any other method call loads the gateway
 * (once), then forwards the call. A class instance rather than a plain object so that MobX, should a store
 * hold one, keeps it as a reference. `then` is not a method: the stand-in must never look like a promise
 * to inversify or to `await`.
 */
export function deferredGateway(load: () => Promise<object>, core?: () => object): object {
  let loaded: Promise<object> | undefined;
  const methods = new Map<string, GatewayMethod>();
  class DeferredGateway {}
  return new Proxy(new DeferredGateway(), {
    get(target, property, receiver) {
      if (typeof property !== 'string' || property === 'then' || property === 'constructor') {
        return Reflect.get(target, property, receiver) as unknown;
      }
      let method = methods.get(property);
      if (method === undefined) {
        const eager = core?.() as Record<string, unknown> | undefined;
        const own = eager?.[property];
        method =
          typeof own === 'function'
            ? (own as GatewayMethod).bind(eager)
            : async (...args: unknown[]) => {
                const gateway = (await (loaded ??= load())) as Record<string, unknown>;
                const real = gateway[property];
                if (typeof real !== 'function') throw new TypeError(`The gateway has no method '${property}'`);
                return (real as GatewayMethod).apply(gateway, args);
              };
        methods.set(property, method);
      }
      return method;
    },
  });
}

/**
 * Binds the HTTP client (bindHttpClient), the core's gateways, and every page's gateway port to a
 * deferred HTTP implementation. Expects HTTP_CONFIG, SESSION_TOKENS and TEMPORARY_STATE to be bound.
 */
export function bindBrowserHttpGateways(container: Container): void {
  bindHttpClient(container);
  forEachGateway(<K extends GatewayName>(name: K, port: ServiceIdentifier<Gateways[K]>) => {
    const gateway = BROWSER_HTTP_GATEWAYS[name];
    if (!('load' in gateway)) {
      container.bind(port).to(gateway).inSingletonScope();
      return;
    }
    const load = async (): Promise<object> => {
      const gatewayClass = await gateway.load();
      container.bind(gatewayClass).toSelf().inSingletonScope();
      return container.get(gatewayClass);
    };
    const core = gateway.core;
    if (core !== undefined) container.bind(core).toSelf().inSingletonScope();
    container.bind(port).toConstantValue(deferredGateway(load, core === undefined ? undefined : () => container.get(core)) as Gateways[K]);
  });
}
