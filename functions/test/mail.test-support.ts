/** What maildev's HTTP API answers for one message. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

const apiUrl = () => {
  const url = process.env.MAILDEV_API_URL;
  if (!url) throw new Error('MAILDEV_API_URL is not set: the test global setup starts maildev.');
  return url;
};

async function messagesTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${apiUrl()}/api/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/**
 * The mails sent to `address` so far, waiting up to `timeoutMs` for at least `count` of them
 * (SMTP delivery is asynchronous to the request that sent them).
 */
export async function inbox(address: string, { count = 1, timeoutMs = 5_000 } = {}): Promise<CaughtMail[]> {
  const started = Date.now();
  for (;;) {
    const found = await messagesTo(address);
    if (found.length >= count || Date.now() - started > timeoutMs) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}
