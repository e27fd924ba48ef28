import type { Container, Newable, ServiceIdentifier } from 'inversify';
import {
  ACCOUNT_GATEWAY,
  AUTH_GATEWAY,
  BENEFITS_GATEWAY,
  CLAIMS_GATEWAY,
  CONTENT_GATEWAY,
  COST_ESTIMATOR_GATEWAY,
  DOCUMENTS_GATEWAY,
  EBILL_GATEWAY,
  ID_CARD_GATEWAY,
  PLAN_MANAGEMENT_GATEWAY,
  PRIMARY_CARE_GATEWAY,
  PROGRAMS_GATEWAY,
  REFERRALS_GATEWAY,
  REGISTRATION_GATEWAY,
} from '../../application/ports';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpBenefitsGateway } from './http-benefits-gateway';
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
 * Node assemblies and tests keep binding eagerly with bindHttpGateways (http-gateways.ts): the lists here
 * must name the same ports, which browser-http-gateways.test.ts checks.
 */

type GatewayClass = Newable<object>;

/** The gateways every signed-in page calls, and the home page's: with the core. */
export const CORE_HTTP_GATEWAYS: readonly (readonly [ServiceIdentifier<object>, GatewayClass])[] = [
  [AUTH_GATEWAY, HttpAuthGateway],
  [ACCOUNT_GATEWAY, HttpAccountGateway],
  [EBILL_GATEWAY, HttpEbillGateway],
  [REFERRALS_GATEWAY, HttpReferralsGateway],
  [DOCUMENTS_GATEWAY, HttpDocumentsGateway],
  [PRIMARY_CARE_GATEWAY, HttpPrimaryCareGateway],
  [CONTENT_GATEWAY, HttpContentGateway],
  // The home page's own: its plan management notice, program tiles and dental maximum.
  [PLAN_MANAGEMENT_GATEWAY, HttpPlanManagementGateway],
  [PROGRAMS_GATEWAY, HttpProgramsGateway],
  [BENEFITS_GATEWAY, HttpBenefitsGateway],
];

/** Each other page's gateway port and the module of its HTTP implementation. */
export const LAZY_HTTP_GATEWAYS: readonly (readonly [ServiceIdentifier<object>, () => Promise<GatewayClass>])[] = [
  [REGISTRATION_GATEWAY, () => import('./http-registration-gateway').then((module) => module.HttpRegistrationGateway)],
  [ID_CARD_GATEWAY, () => import('./http-id-card-gateway').then((module) => module.HttpIdCardGateway)],
  [CLAIMS_GATEWAY, () => import('./http-claims-gateway').then((module) => module.HttpClaimsGateway)],
  [COST_ESTIMATOR_GATEWAY, () => import('./http-cost-estimator-gateway').then((module) => module.HttpCostEstimatorGateway)],
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

/**
 * Binds the HTTP client (bindHttpClient), the core's gateways, and every other page gateway port to a
 * deferred HTTP implementation. Expects HTTP_CONFIG, SESSION_TOKENS and TEMPORARY_STATE to be bound.
 */
export function bindBrowserHttpGateways(container: Container): void {
  bindHttpClient(container);
  for (const [port, gatewayClass] of CORE_HTTP_GATEWAYS) container.bind(port).to(gatewayClass).inSingletonScope();
  for (const [port, loadClass] of LAZY_HTTP_GATEWAYS) {
    const load = async (): Promise<object> => {
      const gatewayClass = await loadClass();
      container.bind(gatewayClass).toSelf().inSingletonScope();
      return container.get(gatewayClass);
    };
    container.bind(port).toConstantValue(deferredGateway(load));
  }
}
