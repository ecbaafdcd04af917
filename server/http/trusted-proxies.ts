import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY). Behind a proxy
 * or CDN every request comes from the proxy's address, so per-address throttles would lump all
 * visitors together; the proxy's X-Forwarded-For names the client, but only a trusted proxy's
 * word counts, or anyone could claim any address.
 */
export type TrustedProxies =
  /** None (the default): the connection's own address is the client's. */
  | { readonly kind: 'none' }
  /** This many proxies, whatever their addresses: the client is that many entries from the right. */
  | { readonly kind: 'hops'; readonly hops: number }
  /** Proxies at these addresses or ranges: the client is the nearest address not among them. */
  | { readonly kind: 'addresses'; readonly list: BlockList; readonly text: string };

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

const USAGE =
  'TRUST_PROXY takes a number of proxy hops (1) or a comma-separated list of proxy addresses and ranges (10.0.0.1, 10.1.0.0/16)';

/** Reads TRUST_PROXY: unset, empty, 0 or false for none; a whole number of hops; or addresses and CIDR ranges. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d+$/.test(prefix))) throw new Error(`${USAGE}; '${entry}' is neither`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { kind: 'addresses', list, text };
}

/** '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(address: string, trusted: Extract<TrustedProxies, { kind: 'addresses' }>): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the connection's peer, or, when the peer is a trusted proxy, the address
 * it forwarded. X-Forwarded-For lists the addresses each proxy saw, the client first; entries are
 * read from the right (the nearest proxy's), since only those were written by trusted proxies.
 * An entry that is not an address stops the walk at the last proxy that wrote it.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const connection = plainAddress(peer);
  if (trusted.kind === 'none') return connection;
  const chain = [...(forwardedFor ?? '').split(','), connection].map((entry) => plainAddress(entry.trim())).filter((entry) => entry !== '');
  let index = chain.length - 1;
  const stepsAllowed = (position: number) =>
    trusted.kind === 'hops' ? chain.length - 1 - position < trusted.hops : isTrusted(chain[position] ?? '', trusted);
  while (index > 0 && stepsAllowed(index) && isIP(chain[index - 1] ?? '') !== 0) index -= 1;
  return chain[index] ?? connection;
}
