import { RequestFilteringHttpAgent, useAgent } from 'request-filtering-agent';

/**
 * The one SSRF rule of every request the server makes to an address a person typed (link
 * previews, webhooks): every connection goes through request-filtering-agent, which checks the
 * address the host name resolved to at the moment of connecting (so DNS rebinding gains nothing)
 * and refuses loopback, private, link-local and metadata, unspecified, carrier-grade NAT,
 * unique-local, mapped and every other non-unicast range. `allowLoopback` lets 127.0.0.1 through
 * (tests and local runs, never production: see config.ts).
 */
export function filteringAgent(url: URL, allowLoopback: boolean) {
  return useAgent(url.href, { keepAlive: false, allowIPAddressList: allowLoopback ? ['127.0.0.1'] : [] });
}

/** request-filtering-agent's refusal of an address (its only error of this wording). */
export function isRefusedAddress(error: unknown): boolean {
  return error instanceof Error && /^DNS lookup .* is not allowed/.test(error.message);
}

const PROBE_MS = 3_000;

/**
 * Whether the host resolves, now, to an address the rule refuses: checked when an address is
 * saved, so a person hears at once that it cannot work. The answer is the agent's own (a TCP
 * connection it lets through is closed at once, before any byte is sent); an address that does
 * not resolve or answer yet is not refused here, and every later connection is checked again.
 */
export function resolvesToRefusedAddress(url: URL, allowLoopback: boolean): Promise<boolean> {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const agent = new RequestFilteringHttpAgent({
    keepAlive: false,
    allowIPAddressList: allowLoopback ? ['127.0.0.1'] : [],
  });
  return new Promise((resolve) => {
    const finish = (refused: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      agent.destroy();
      resolve(refused);
    };
    const socket = agent.createConnection({ host: url.hostname.replace(/^\[|\]$/g, ''), port });
    const timer = setTimeout(() => finish(false), PROBE_MS);
    socket.on('connect', () => finish(false));
    socket.on('error', (error) => finish(isRefusedAddress(error)));
  });
}
