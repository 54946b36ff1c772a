import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function ipv6Groups(ip: string): string[] {
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  if (!ip.includes('::')) return ip.split(':');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
}

/**
 * What a per-IP limit counts: an IPv4 address (also when mapped into IPv6), or an IPv6 /64, the
 * network of one subscriber, who can rotate through its 2^64 addresses for free.
 */
export function ipBucket(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
