import type { DomainId } from '../domain/model';
import { DEFAULT_DOMAIN_ID, parseDomainId } from '../domain/rules/brands';
import { DEFAULT_IDLE_TIMEOUT, normaliseIdleTimeout, type IdleTimeoutConfig } from '../domain/rules/idle-timeout';

/** Deployment settings, read once from the build's environment. */
export interface DeploymentConfig {
  readonly sandbox: boolean;
  /** Gateway prefix: '/gateway' in the sandbox, else the production gateway's base URL. */
  readonly gatewayBaseUrl: string;
  readonly timeoutMs: number;
  /** Absolute URL of the single sign-on form target. */
  readonly singleSignOnUrl: string;
  /** Origins a redirect or single sign-on URL from a response may go to. */
  readonly redirectAllowList: readonly string[];
  readonly hostDomains: Readonly<Record<string, DomainId>>;
  readonly basePath: string;
  /** Idle session timeout: the warning, then the logout (13 and 15 minutes unless configured). */
  readonly idleTimeout: IdleTimeoutConfig;
  /** The eBill page (absolute), or null when the deployment has none: the sandbox serves a stand-in. */
  readonly ebillPageUrl: string | null;
  /** The one chat host chat may start for; null: no chat. */
  readonly chatHost: string | null;
}

/** The build's environment as Vite exposes it; every optional value has a sandbox-friendly default. */
export interface DeploymentEnv {
  readonly VITE_GATEWAY: string;
  readonly VITE_GATEWAY_BASE_URL: string;
  readonly VITE_SSO_URL?: string;
  readonly VITE_REDIRECT_ALLOW_LIST?: string;
  readonly VITE_DOMAIN_HOSTS?: string;
  readonly VITE_GATEWAY_TIMEOUT_MS?: string;
  readonly VITE_EBILL_URL?: string;
  readonly VITE_CHAT_HOST?: string;
  readonly BASE_URL?: string;
  readonly VITE_IDLE_WARNING_MS?: string;
  readonly VITE_IDLE_LOGOUT_MS?: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** 'summit.example.com=2,providence.example.com=5' to a host map; malformed pairs are ignored. */
export function parseHostDomains(value: string | undefined): Record<string, DomainId> {
  const hosts: Record<string, DomainId> = {};
  for (const pair of list(value)) {
    const [host, id] = pair.split('=');
    const domainId = parseDomainId(Number(id));
    if (host !== undefined && domainId !== null) hosts[host.trim().toLowerCase()] = domainId;
  }
  return hosts;
}

/** The brand of a host name (any case) by VITE_DOMAIN_HOSTS; a host not listed gets `fallback`. */
export function domainOfHost(hostDomains: Readonly<Record<string, DomainId>>, hostname: string, fallback: DomainId = DEFAULT_DOMAIN_ID): DomainId {
  const host = hostname.toLowerCase();
  return (Object.hasOwn(hostDomains, host) ? hostDomains[host] : undefined) ?? fallback;
}

/** @param origin the page's own origin, which the sandbox's single sign-on and redirects live on. */
export function readDeploymentConfig(env: DeploymentEnv, origin: string): DeploymentConfig {
  const sandbox = env.VITE_GATEWAY === 'sandbox';
  const gatewayBaseUrl = env.VITE_GATEWAY_BASE_URL;
  const absoluteGateway = new URL(gatewayBaseUrl, origin);
  const singleSignOnUrl = new URL(env.VITE_SSO_URL ?? `${absoluteGateway.pathname.replace(/\/$/, '')}/sso`, absoluteGateway).href;
  const timeout = Number(env.VITE_GATEWAY_TIMEOUT_MS);
  const configuredAllowList = list(env.VITE_REDIRECT_ALLOW_LIST);
  return {
    sandbox,
    gatewayBaseUrl,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    singleSignOnUrl,
    redirectAllowList:
      configuredAllowList.length > 0 ? configuredAllowList : [...new Set([origin, new URL(singleSignOnUrl).origin])],
    hostDomains: parseHostDomains(env.VITE_DOMAIN_HOSTS),
    basePath: env.BASE_URL ?? '/',
    idleTimeout: idleTimeout(env.VITE_IDLE_WARNING_MS, env.VITE_IDLE_LOGOUT_MS),
    ebillPageUrl: ebillPage(env.VITE_EBILL_URL, sandbox, absoluteGateway),
    chatHost: chatHost(env.VITE_CHAT_HOST, sandbox),
  };
}

/** The configured eBill page; in the sandbox without one, the stand-in page the sandbox gateway serves. */
function ebillPage(configured: string | undefined, sandbox: boolean, absoluteGateway: URL): string | null {
  const value = configured?.trim() ?? '';
  if (value !== '') return new URL(value, absoluteGateway).href;
  return sandbox ? new URL(`${absoluteGateway.pathname.replace(/\/$/, '')}/ebill`, absoluteGateway).href : null;
}

/** The chat host the sandbox's chat configurations name (adapters/sandbox/personas/content-catalogue.ts). */
export const SANDBOX_CHAT_HOST = 'chat.cascadehealth.example.com';

/** The configured chat host; in the sandbox without one, the sandbox's own; otherwise none (no chat). */
function chatHost(configured: string | undefined, sandbox: boolean): string | null {
  const value = configured?.trim() ?? '';
  if (value !== '') return value;
  return sandbox ? SANDBOX_CHAT_HOST : null;
}

/** The configured idle timeout; a missing or nonsensical pair falls back to 13 and 15 minutes. */
function idleTimeout(warning: string | undefined, logout: string | undefined): IdleTimeoutConfig {
  if ((warning ?? '').trim() === '' && (logout ?? '').trim() === '') return DEFAULT_IDLE_TIMEOUT;
  return normaliseIdleTimeout({ warnAfterMillis: Number(warning), logoutAfterMillis: Number(logout) });
}
