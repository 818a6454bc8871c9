import net from 'node:net';

/** proxy-addr's named ranges (the forms TRUST_PROXY takes, docs/deploy.md#api-instances). */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function add(list: net.BlockList, entry: string): void {
  const [address, bits] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0) throw new Error(`not an address or range: ${entry}`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(address!, type);
  else list.addSubnet(address!, Number(bits), type);
}

/**
 * Whether a connection comes from one of our own proxies, by the address it connects from:
 * `entries` are addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`,
 * `uniquelocal`), as TRUST_PROXY lists them; `false` trusts nobody. Only such a hop may hand on a
 * request id (docs/architecture.md#request-id).
 */
export function trustedHops(entries: false | readonly string[]): (address: string | undefined) => boolean {
  if (entries === false || entries.length === 0) return () => false;
  const list = new net.BlockList();
  for (const entry of entries) for (const range of NAMED_RANGES[entry] ?? [entry]) add(list, range);
  return (address) => {
    if (!address) return false;
    // An IPv4 client on a dual-stack socket is seen as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
