import type { DomainId } from '../domain/model';
import { parseDomainId } from '../domain/rules/brands';

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
}

/** The build's environment as Vite exposes it; every optional value has a sandbox-friendly default. */
export interface DeploymentEnv {
  readonly VITE_GATEWAY: string;
  readonly VITE_GATEWAY_BASE_URL: string;
  readonly VITE_SSO_URL?: string;
  readonly VITE_REDIRECT_ALLOW_LIST?: string;
  readonly VITE_DOMAIN_HOSTS?: string;
  readonly VITE_GATEWAY_TIMEOUT_MS?: string;
  readonly BASE_URL?: string;
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
  };
}
