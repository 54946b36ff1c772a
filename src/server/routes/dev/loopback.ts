import { BlockList, isIPv4 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6 (::ffff:127.x.y.z). */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && loopback.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
