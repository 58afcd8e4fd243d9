import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendJson, type FakeProvider, type FakeRequest } from '../../src/integrations/core/fake/http';

/** What the Node snippet of docs/webhooks.md exports. */
export interface Snippet {
  verifyEverlinkDelivery(
    rawBody: string,
    header: string | undefined,
    secrets: string | string[],
    now?: number,
  ): unknown;
  firstTime(seen: Set<string>, id: string): boolean;
}

/**
 * The Node snippet as docs/webhooks.md prints it, read from the page and loaded as a module: the
 * API tests and the journey's receiver verify deliveries with it, so if the docs and the signing
 * drift apart they fail.
 */
export async function documentedSnippet(): Promise<Snippet> {
  const page = readFileSync(new URL('../../../docs/webhooks.md', import.meta.url), 'utf8');
  const node = page.slice(page.indexOf('### Node'));
  const snippet = /```js\n([\s\S]*?)```/.exec(node)?.[1];
  if (!snippet) throw new Error('docs/webhooks.md has no Node snippet');
  const file = join(mkdtempSync(join(tmpdir(), 'everlink-snippet-')), 'verify.mjs');
  writeFileSync(file, snippet);
  return (await import(pathToFileURL(file).href)) as Snippet;
}

/** One delivery as the receiver saw it. */
export interface ReceivedDelivery {
  eventId: string;
  signature: string;
  body: string;
  /** Whether the documented snippet verified it with the box's secrets (false without secrets). */
  verified: boolean;
  status: number;
}

interface Box {
  secrets: string[];
  answers: number[];
  deliveries: ReceivedDelivery[];
}

/**
 * A company's server for the journeys, at `/receiver/{box}`: a POST is a delivery, verified with
 * the documented snippet and the secrets the journey gave (`PUT /receiver/{box}/setup`
 * `{ secrets?, answers? }`), answered with the next queued status, else 200 when it verifies (or
 * no secret is set) and 400 when it does not; `GET /receiver/{box}/deliveries` lists what came.
 */
export class WebhookReceiverFake implements FakeProvider {
  readonly name = 'receiver';
  private readonly boxes = new Map<string, Box>();
  private snippet?: Promise<Snippet>;

  private box(name: string): Box {
    let box = this.boxes.get(name);
    if (!box) this.boxes.set(name, (box = { secrets: [], answers: [], deliveries: [] }));
    return box;
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const [, name, action] = req.path.split('/');
    if (!name) return false;
    const box = this.box(name);
    if (req.method === 'POST' && !action) {
      const signature = String(req.headers['everlink-signature'] ?? '');
      this.snippet ??= documentedSnippet();
      const { verifyEverlinkDelivery } = await this.snippet;
      const verified = box.secrets.length > 0 && verifyEverlinkDelivery(req.body, signature, box.secrets) !== null;
      const status = box.answers.shift() ?? (verified || box.secrets.length === 0 ? 200 : 400);
      box.deliveries.push({
        eventId: String(req.headers['everlink-event-id'] ?? ''),
        signature,
        body: req.body,
        verified,
        status,
      });
      sendJson(res, status, { received: status < 300, verified });
      return true;
    }
    if (req.method === 'GET' && action === 'deliveries') {
      sendJson(res, 200, box.deliveries);
      return true;
    }
    if (req.method === 'PUT' && action === 'setup') {
      const setup = JSON.parse(req.body || '{}') as { secrets?: string[]; answers?: number[] };
      if (setup.secrets) box.secrets = setup.secrets;
      if (setup.answers) box.answers = setup.answers;
      sendJson(res, 200, { secrets: box.secrets.length, answers: box.answers });
      return true;
    }
    return false;
  }
}
