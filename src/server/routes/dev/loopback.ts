import { BlockList, isIPv4 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6 (::ffff:127.x.y.z). */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && loopback.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');

/**
 * Headers a proxy adds to name the client or the original request. A browser talking straight to
 * the server sends none of them, so any one marks a relayed request.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-proxyuser-ip',
] as const;

/** Whether the request carries any proxy header (names as Node gives them: lower case). */
export const isRelayed = (headers: Record<string, unknown>): boolean =>
  PROXY_HEADERS.some((name) => headers[name] !== undefined);
