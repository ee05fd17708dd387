import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may go. In production only public unicast addresses over HTTPS: no private,
 * loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved or documentation
 * ranges, in IPv4 or IPv6, nor an IPv4 address wrapped in IPv6 (mapped, compatible, 6to4, Teredo,
 * NAT64).
 * Outside production, `allowPrivate` lets a developer's own machine receive them (HTTP is then
 * also allowed, to localhost only).
 */
export type AddressPolicy = { production: boolean; allowPrivate: boolean };

export class RefusedAddress extends Error {}

/** Whether an IP address (v4 or v6 text) is one a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ipaddr.js reads "::a.b.c.d" as IPv4-mapped; it is the IPv4-compatible form, refused below.
  if (/^::(?:\d{1,3}\.){3}\d{1,3}$/.test(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // IPv4-compatible addresses (::/96, e.g. ::127.0.0.1 or ::7f00:1) are deprecated and may
    // reach an IPv4 host: refused whole, whatever IPv4 address they carry.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  // An allowlist: anything ipaddr.js does not call plain unicast is refused.
  return parsed.range() === 'unicast';
}

const localNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostOf(url: URL): string {
  // URL keeps IPv6 literals in brackets.
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks an endpoint's address as the customer gives it: a full http(s) URL without credentials,
 * HTTPS (HTTP only to localhost outside production), whose host resolves only to addresses the
 * policy allows. Answers the reason it is refused, or null.
 */
export async function refusalOf(value: string, policy: AddressPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address, e.g. https://example.com/hooks/screenspot.';
  }
  if (url.username || url.password) return 'The address must not carry a user name or password.';
  if (url.hash) return 'The address must not have a #fragment.';
  if (url.protocol === 'http:') {
    if (policy.production || !localNames.has(url.hostname)) {
      return 'The address must use https:// (http:// only to localhost while developing).';
    }
  } else if (url.protocol !== 'https:') {
    return 'The address must use https://.';
  }
  if (policy.allowPrivate) return null;
  try {
    await resolveChecked(hostOf(url), policy);
    return null;
  } catch (error) {
    return error instanceof RefusedAddress ? error.message : 'The address could not be checked.';
  }
}

/**
 * Resolves a host name (or takes an IP literal) and answers one address the policy allows; every
 * address the name resolves to must be allowed, so a name mixing public and private ones is refused.
 */
export async function resolveChecked(
  host: string,
  policy: AddressPolicy,
): Promise<{ address: string; family: 4 | 6 }> {
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedAddress(`The host ${host} could not be resolved.`);
    }
  }
  if (addresses.length === 0) throw new RefusedAddress(`The host ${host} could not be resolved.`);
  if (!policy.allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      throw new RefusedAddress(
        `The host ${host} resolves to ${refused.address}, a private or reserved address.`,
      );
    }
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
