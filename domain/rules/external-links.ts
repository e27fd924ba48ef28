/**
 * Links the dashboard shows from a service's answer (an exchange site, a program's site, an outline of
 * coverage document). A link from a response is only rendered when it cannot hurt the member: an https
 * address, an address on an allow-listed origin, or a path on the dashboard's own site. Anything else
 * (javascript:, data:, plain http to an unknown host, credentials in the URL) is dropped.
 */

const parse = (value: string, base?: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/** A path on this site ('/documents/x.pdf'), never a protocol-relative '//host' address. */
const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * The link to render for a URL a service returned, or null when it may not be rendered.
 * Allow-list entries are origins (or any URL, of which only the origin counts).
 */
export function safeLinkHref(url: string | null | undefined, allowList: readonly string[]): string | null {
  const value = url?.trim() ?? '';
  if (value === '') return null;
  if (isSitePath(value)) return value;
  const target = parse(value);
  if (target === null) return null;
  if (target.username !== '' || target.password !== '') return null;
  if (target.protocol === 'https:') return target.href;
  if (target.protocol !== 'http:') return null;
  const allowed = allowList.map((entry) => parse(entry.trim())?.origin).filter((origin) => origin !== undefined);
  return allowed.includes(target.origin) ? target.href : null;
}

/** Whether an absolute URL's origin is on the allow-list (for URLs that carry the session token). */
export function originAllowListed(url: string, allowList: readonly string[]): boolean {
  const target = parse(url.trim());
  if (target === null || (target.protocol !== 'https:' && target.protocol !== 'http:')) return false;
  if (target.username !== '' || target.password !== '') return false;
  return allowList.some((entry) => parse(entry.trim())?.origin === target.origin);
}
