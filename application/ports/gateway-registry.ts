import type { Newable, ServiceIdentifier } from 'inversify';
import { ACCOUNT_GATEWAY } from './account-gateway';
import { AUTH_GATEWAY } from './auth-gateway';
import { AUTHORIZATIONS_GATEWAY } from './authorizations-gateway';
import { BENEFITS_GATEWAY } from './benefits-gateway';
import { CLAIMS_GATEWAY } from './claims-gateway';
import { CONTENT_GATEWAY } from './content-gateway';
import { DATA_SHARING_GATEWAY } from './data-sharing-gateway';
import { HEALTH_RECORD_GATEWAY } from './health-record-gateway';
import { MESSAGES_GATEWAY } from './messages-gateway';
import { UNREAD_MESSAGES_GATEWAY } from './unread-messages-gateway';
import { APPEALS_GATEWAY } from './appeals-gateway';
import { SECURITY_GATEWAY } from './security-gateway';
import { PASSKEYS_GATEWAY } from './passkeys-gateway';
import { COST_ESTIMATOR_GATEWAY } from './cost-estimator-gateway';
import { DOCUMENTS_GATEWAY } from './documents-gateway';
import { EBILL_GATEWAY } from './ebill-gateway';
import { ID_CARD_GATEWAY } from './id-card-gateway';
import { PLAN_MANAGEMENT_GATEWAY } from './plan-management-gateway';
import { PRIMARY_CARE_GATEWAY } from './primary-care-gateway';
import { PROGRAMS_GATEWAY } from './programs-gateway';
import { REFERRALS_GATEWAY } from './referrals-gateway';
import { REGISTRATION_GATEWAY } from './registration-gateway';

/**
 * Every gateway port of the application, by name: the one list that each assembly (the browser's HTTP
 * gateways, the Node HTTP and in-memory sandbox assemblies, the contract suite) implements in full. A new
 * port is added here, and the compiler then asks each assembly for its implementation.
 */
export const GATEWAY_PORTS = {
  auth: AUTH_GATEWAY,
  account: ACCOUNT_GATEWAY,
  registration: REGISTRATION_GATEWAY,
  benefits: BENEFITS_GATEWAY,
  ebill: EBILL_GATEWAY,
  idCard: ID_CARD_GATEWAY,
  primaryCare: PRIMARY_CARE_GATEWAY,
  programs: PROGRAMS_GATEWAY,
  referrals: REFERRALS_GATEWAY,
  documents: DOCUMENTS_GATEWAY,
  planManagement: PLAN_MANAGEMENT_GATEWAY,
  content: CONTENT_GATEWAY,
  claims: CLAIMS_GATEWAY,
  authorizations: AUTHORIZATIONS_GATEWAY,
  costEstimator: COST_ESTIMATOR_GATEWAY,
  dataSharing: DATA_SHARING_GATEWAY,
  messages: MESSAGES_GATEWAY,
  unreadMessages: UNREAD_MESSAGES_GATEWAY,
  appeals: APPEALS_GATEWAY,
  security: SECURITY_GATEWAY,
  passkeys: PASSKEYS_GATEWAY,
  healthRecord: HEALTH_RECORD_GATEWAY,
} as const;

export type GatewayName = keyof typeof GATEWAY_PORTS;

/** The port each name stands for. */
export type Gateways = { readonly [K in GatewayName]: (typeof GATEWAY_PORTS)[K] extends ServiceIdentifier<infer Port> ? Port : never };

/** An implementation class per port: what an assembly provides. */
export type GatewayClasses = { readonly [K in GatewayName]: Newable<Gateways[K]> };

export const GATEWAY_NAMES = Object.keys(GATEWAY_PORTS) as readonly GatewayName[];

/** A gateway's port, typed by its name. */
export const gatewayPort = <K extends GatewayName>(name: K): ServiceIdentifier<Gateways[K]> => GATEWAY_PORTS[name] as ServiceIdentifier<Gateways[K]>;

/** Calls `visit` with each gateway's name and port, in the registry's order. */
export function forEachGateway(visit: <K extends GatewayName>(name: K, port: ServiceIdentifier<Gateways[K]>) => void): void {
  for (const name of GATEWAY_NAMES) visit(name, gatewayPort(name));
}

/** Every gateway, as `resolve` (a container's `get`) gives it: one object an assembly hands out whole. */
export function resolveGateways(resolve: <Port>(port: ServiceIdentifier<Port>) => Port): Gateways {
  return Object.fromEntries(GATEWAY_NAMES.map((name) => [name, resolve(gatewayPort(name))])) as unknown as Gateways;
}
