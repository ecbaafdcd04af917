/**
 * Where the shop is reached, and which origins a payment may return the shopper to. With
 * PUBLIC_URL set, only that origin (a provider must never bounce a shopper elsewhere). Without it,
 * the shop runs on a developer's machine: the loopback names of its own port all reach it, so a
 * shop opened at 127.0.0.1 or [::1] pays as well as one opened at localhost.
 */
export interface SiteAddress {
  /** The site's origin, for links in mails and the sitemap. */
  readonly publicUrl: string;
  /** The origins a payment's callback may be on. */
  readonly callbackOrigins: readonly string[];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

function trimmed(url: string): string {
  return url.replace(/\/+$/, '');
}

export function siteAddress(publicUrlSetting: string | undefined, port: number): SiteAddress {
  if (publicUrlSetting) {
    const publicUrl = trimmed(publicUrlSetting);
    return { publicUrl, callbackOrigins: [originOf(publicUrl)] };
  }
  return { publicUrl: `http://localhost:${port}`, callbackOrigins: LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`) };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Said at start: the address to open, and what PUBLIC_URL changes. */
export function siteAddressNotice(publicUrlSetting: string | undefined, address: SiteAddress): string {
  if (publicUrlSetting) return `Open ${address.publicUrl} (PUBLIC_URL): payments return shoppers to this address only`;
  return (
    `Open ${address.publicUrl} (or ${address.callbackOrigins.slice(1).join(' or ')}). PUBLIC_URL is not set, so payments return only to ` +
    "this machine's own addresses: to shop from another device (a phone on the network) or a domain, set PUBLIC_URL to the address it opens, " +
    'e.g. PUBLIC_URL=http://192.168.1.20:8080; mails link to it too'
  );
}
