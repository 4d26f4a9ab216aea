import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isPublicAddress } from './address-policy.ts';

/** Resolves a host name to all its addresses (dns.lookup with `all: true` by default). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** A connection refused by the address policy; safe-fetch turns it into url_forbidden. */
export class ForbiddenAddressError extends Error {
  readonly code = 'ERR_DOCPROC_FORBIDDEN_ADDRESS';
  constructor(readonly host: string, readonly address: string) {
    super(host === address
      ? `The address ${address} is private or reserved, which is not allowed.`
      : `The host ${host} resolves to the private or reserved address ${address}, which is not allowed.`);
    this.name = 'ForbiddenAddressError';
  }
}

const resolveWithDns: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

export interface GuardOptions {
  allowPrivateNetworks: boolean;
  resolve?: ResolveHost;
  /** Replaces the public-unicast rule when private networks are not allowed. */
  isAllowedAddress?: (address: string) => boolean;
}

/**
 * An undici Agent whose connections are checked where they are made. IP literals are checked before
 * connecting (Node skips DNS for them); names are resolved once here, every address is checked, and the
 * socket connects to those same checked addresses, so DNS rebinding between check and connect is impossible.
 */
export function createGuardedAgent(options: GuardOptions): Agent {
  if (options.allowPrivateNetworks && !options.resolve) return new Agent();
  const isAllowed = options.allowPrivateNetworks ? () => true : (options.isAllowedAddress ?? isPublicAddress);
  const connectChecked = buildConnector({ lookup: checkedLookup(options.resolve ?? resolveWithDns, isAllowed) });
  return new Agent({
    connect(connectOptions, callback) {
      const host = connectOptions.hostname;
      if (isIP(host) !== 0 && !isAllowed(host)) {
        callback(new ForbiddenAddressError(host, host), null);
        return;
      }
      connectChecked(connectOptions, callback);
    },
  });
}

function checkedLookup(resolve: ResolveHost, isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (all) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? all.filter((a) => a.family === lookupOptions.family) : all;
        if (wanted.length === 0) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '', 0);
          return;
        }
        const forbidden = wanted.find((a) => !isAllowed(a.address));
        if (forbidden) {
          callback(new ForbiddenAddressError(hostname, forbidden.address), '', 0);
        } else if (lookupOptions.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
        } else {
          callback(null, wanted[0].address, wanted[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
