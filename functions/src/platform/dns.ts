import { promises as dns } from 'node:dns';

/**
 * The DNS TXT port of domain checks (docs/sso.md): Node's resolver, asked with a short deadline
 * (2 s, 2 tries) at `servers` (DNS_SERVER; the local DNS fake in tests and local runs, the system's
 * resolvers when empty). A name that does not exist or holds no TXT record is "not found" ([]),
 * not an error: the record is simply not published yet.
 */
export class DnsUnavailable extends Error {
  constructor(readonly code: string) {
    super(`DNS lookup failed: ${code}`);
    this.name = 'DnsUnavailable';
  }
}

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA']);

/** The TXT records at `name`, each record's ≤255-byte strings joined. */
export async function resolveTxt(name: string, servers: readonly string[]): Promise<string[]> {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
    if (NOT_FOUND.has(code)) return [];
    throw new DnsUnavailable(code);
  } finally {
    resolver.cancel();
  }
}
