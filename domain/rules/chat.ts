import type { ChatConfig } from '../model';

/** Chat (spec section 3): it starts only when displayChat is set and only for the one known chat host. */

/** The host name of a configured value, which may be a bare host or a URL; null when there is none. */
export function chatHostName(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim().toLowerCase();
  if (trimmed === '') return null;
  const withoutScheme = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const host = withoutScheme.split(/[/?#]/)[0] ?? '';
  const withoutPort = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return withoutPort === '' || /[^a-z0-9.-]/.test(withoutPort) ? null : withoutPort;
}

/**
 * Whether chat may start: the member's chat configuration says displayChat and names the known chat host
 * (the deployment's configuration). No known host configured means no chat at all.
 */
export function chatAvailable(config: ChatConfig | null | undefined, knownHost: string | null | undefined): boolean {
  if (config === null || config === undefined || !config.displayChat) return false;
  const known = chatHostName(knownHost);
  return known !== null && chatHostName(config.host) === known;
}
