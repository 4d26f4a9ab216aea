import ipaddr from 'ipaddr.js';

/**
 * Whether docproc may connect to this IP address when private networks are not allowed: only ordinary
 * public unicast. Loopback, private, CGNAT, link-local (cloud metadata), unique-local, unspecified,
 * multicast, broadcast and reserved ranges are refused. IPv6 forms that carry an IPv4 address
 * (mapped, compatible, NAT64 well-known prefix, 6to4) are judged by that IPv4 address, so
 * `::ffff:127.0.0.1` or `64:ff9b::a9fe:a9fe` cannot reach what `127.0.0.1` or `169.254.169.254` cannot.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) return embedded.range() === 'unicast';
  return v6.range() === 'unicast';
}

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const fromWords = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped':
      return address.toIPv4Address();
    case '6to4':
      return fromWords(p[1], p[2]);
    case 'rfc6052':
      // Only the well-known /96 prefix puts the IPv4 address in the last 32 bits; the local-use /48 is refused below.
      return address.match(NAT64_WELL_KNOWN) ? fromWords(p[6], p[7]) : null;
    case 'unicast':
      // Deprecated IPv4-compatible form ::a.b.c.d (the zero prefix ::/96 is otherwise unused).
      return p.slice(0, 6).every((word) => word === 0) ? fromWords(p[6], p[7]) : null;
    default:
      return null;
  }
}
