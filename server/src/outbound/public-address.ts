import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether `address` (an IP literal) is a public unicast address. ipaddr.js names every
 * special-purpose range (loopback, private, link-local, unique-local, carrier-grade NAT,
 * multicast, unspecified, reserved, IPv4-mapped, 6to4, NAT64, ...); only the rest, `unicast`,
 * is on the internet. An IPv4-mapped IPv6 address is refused whatever it maps to.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  return ipaddr.parse(address).range() === 'unicast';
}
