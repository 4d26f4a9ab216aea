import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.ts';
import { parseDataUrl } from './data-url.ts';

export interface UrlPolicy {
  allowPrivateNetworks: boolean;
  allowData: boolean;
}

const MAX_URL_LENGTH = 2048;

/**
 * Request-time URL validation (before anything is stored): syntax, scheme, credentials, literal private
 * addresses. No DNS: names are checked against every resolved address at fetch time. Returns null when
 * acceptable, else a sentence for the 400 error.
 */
export function documentUrlProblem(url: string, options: UrlPolicy): string | null {
  if (/^\s*data:/i.test(url)) {
    if (!options.allowData) return 'url must use http or https';
    const parsed = parseDataUrl(url.trim());
    return parsed.ok ? null : parsed.problem;
  }
  if (url.length > MAX_URL_LENGTH) return `url must be at most ${MAX_URL_LENGTH} characters long`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url is not a valid absolute URL';
  }
  return httpUrlProblem(parsed, options.allowPrivateNetworks);
}

/** The checks every http(s) hop gets, the first URL and each redirect target alike. */
export function httpUrlProblem(url: URL, allowPrivateNetworks: boolean, isAllowedAddress = isPublicAddress): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url must use http or https';
  if (url.hostname === '') return 'url must name a host';
  if (url.username !== '' || url.password !== '') return 'url must not contain a user name or password';
  if (allowPrivateNetworks) return null;
  const host = hostOf(url);
  if (isIP(host) !== 0) return isAllowedAddress(host) ? null : `url points to a private or reserved address (${host}), which is not allowed`;
  if (isLocalhostName(host)) return 'url points to localhost, which is not allowed';
  return null;
}

/** The host as a resolver or a socket wants it: IPv6 without brackets, no trailing dot. */
export function hostOf(url: URL): string {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** RFC 6761: `localhost` and its subdomains always mean this machine, whatever DNS would say. */
function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost');
}
