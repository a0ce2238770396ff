import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** An address a webhook may not reach, or a URL it may not use: the reason is a translation key. */
export class WebhookAddressError extends Error {
  override readonly name = 'WebhookAddressError';
  constructor(
    readonly key: WebhookAddressRefusal,
    detail: string,
  ) {
    super(`${key}: ${detail}`);
  }
}

export type WebhookAddressRefusal =
  'webhooks.urlNotHttps' | 'webhooks.urlInvalid' | 'webhooks.addressRefused' | 'webhooks.hostUnresolved';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host to every address it has (the test gives its own resolver). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export interface AddressPolicy {
  /** The test setting WEBHOOKS_ALLOW_LOOPBACK: loopback addresses, and plain http to them, pass. */
  allowLoopback: boolean;
  resolve?: Resolver;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Everything that is not the public internet: this host, private networks, link-local (cloud metadata at
 * 169.254.169.254 and fd00:ec2::254 among them), carrier-grade NAT, multicast, unspecified and reserved
 * ranges. IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by that address.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local (fd00:ec2::254, the EC2 metadata address, is in it)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4). */
export function embeddedIPv4(address: string): string | null {
  const words = expandIPv6(address);
  if (!words) return null;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zero = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zero(0, 5) && (words[5] === 0xffff || words[5] === 0)) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zero(2, 6)) return v4(words[6]!, words[7]!); // NAT64
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!); // 6to4
  return null;
}

/** Why an address is refused, or null when a webhook may reach it. */
export function refusalOf(address: string, allowLoopback: boolean): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && LOOPBACK.check(address, type)) return null;
  if (family === 6) {
    const v4 = embeddedIPv4(address);
    if (v4) {
      const inner = refusalOf(v4, allowLoopback);
      return inner && `${address} carries ${v4}: ${inner}`;
    }
  }
  return FORBIDDEN.check(address, type) ? `${address} is not a public address` : null;
}

/**
 * Checks a webhook URL and resolves its host to the one address the request will connect to: https only
 * (plain http only to loopback under the test setting), and EVERY address the name resolves to must be
 * public: a name with one private address among public ones is refused, so which one the connection
 * would pick never matters. The caller connects to the address answered, never to the name again.
 */
export async function checkWebhookAddress(url: string, policy: AddressPolicy): Promise<ResolvedAddress> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookAddressError('webhooks.urlInvalid', 'not a URL');
  }
  if (parsed.username || parsed.password)
    throw new WebhookAddressError('webhooks.urlInvalid', 'credentials in the URL');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const resolved =
    isIP(host) !== 0
      ? [{ address: host, family: isIP(host) as 4 | 6 }]
      : await (policy.resolve ?? systemResolver)(host).catch((error: Error) => {
          throw new WebhookAddressError('webhooks.hostUnresolved', `${host}: ${error.message}`);
        });
  if (resolved.length === 0) throw new WebhookAddressError('webhooks.hostUnresolved', host);
  for (const { address } of resolved) {
    const refusal = refusalOf(address, policy.allowLoopback);
    if (refusal) throw new WebhookAddressError('webhooks.addressRefused', `${host}: ${refusal}`);
  }
  const chosen = resolved[0]!;
  const loopback = LOOPBACK.check(chosen.address, chosen.family === 4 ? 'ipv4' : 'ipv6');
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && policy.allowLoopback && loopback))
    throw new WebhookAddressError('webhooks.urlNotHttps', parsed.protocol);
  return chosen;
}

function expandIPv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().split('%')[0]!;
  // A dotted tail (::ffff:10.0.0.1) as two words.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text =
      text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((w) => parseInt(w, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const fill = tail === undefined ? [] : new Array(8 - front.length - back.length).fill(0);
  const words = [...front, ...fill, ...back];
  return words.length === 8 ? words : null;
}
