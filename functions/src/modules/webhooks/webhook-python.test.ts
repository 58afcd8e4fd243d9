import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/harness.test-support';
import { defaultProfile } from '../../../test/world.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { acmeWithReceiver, type Received, type startReceiver } from './webhooks.test-support';

/**
 * The Python snippet of docs/webhooks.md, read from the page at test time (so the docs cannot
 * drift) and run by `python3` on real signed deliveries. No python3 fails the test: CI installs it
 * (.ci/run), a skip would prove nothing.
 */

/** Reads `{ body, header, secrets, now }` on stdin and prints the verified event, or null. */
const RUNNER = `
import json, sys
from snippet import verify_everlink_delivery
case = json.load(sys.stdin)
event = verify_everlink_delivery(case["body"].encode("utf-8"), case["header"], case["secrets"], case["now"])
print(json.dumps(event))
`;

let folder: string;
beforeAll(() => {
  const page = readFileSync(resolve(__dirname, '../../../../docs/webhooks.md'), 'utf8');
  const snippet = /```python\n([\s\S]*?)```/.exec(page.slice(page.indexOf('### Python')))?.[1];
  if (!snippet) throw new Error('docs/webhooks.md has no Python snippet');
  folder = mkdtempSync(join(tmpdir(), 'everlink-python-'));
  writeFileSync(join(folder, 'snippet.py'), snippet);
  writeFileSync(join(folder, 'runner.py'), RUNNER);
});

/** The documented Python verification of one delivery: the event it answers, or null. */
function pythonVerifies(delivery: Received, secrets: string | string[], now: number): unknown {
  const header = delivery.headers['everlink-signature'] as string;
  const out = execFileSync('python3', [join(folder, 'runner.py')], {
    cwd: folder,
    input: JSON.stringify({ body: delivery.body, header, secrets, now }),
    encoding: 'utf8',
  });
  return JSON.parse(out) as unknown;
}

let t: TestContext;
let admin: TestUser;
let companyId: string;
let cardProfileId: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeEach(async () => {
  let employee: TestUser;
  ({ t, receiver, admin, employee, companyId } = await acmeWithReceiver());
  cardProfileId = (await defaultProfile(t, employee)).id;
});
afterEach(async () => {
  await t.close();
  await receiver.stop();
});

const nowSeconds = () => t.clock.now().getTime() / 1000;

async function subscribe() {
  const res = await t.api
    .post(`/v1/company/${companyId}/webhooks`)
    .set(admin.headers)
    .send({ url: receiver.url, events: ['lead.created'] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; secret: string };
}

async function leaveLead(firstName: string): Promise<Received> {
  const body = await withChallenge(t.api, {
    profileId: cardProfileId,
    firstName,
    lastName: 'Visitor',
    email: `${firstName.toLowerCase()}@visitor.test`,
    consent: true,
    consentText: 'I agree to share my details with the owner.',
  });
  const res = await t.api.post('/v1/contacts').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const delivery = receiver.received.at(-1);
  if (!delivery) throw new Error('nothing was delivered');
  return delivery;
}

describe('the documented Python snippet', () => {
  it('verifies a real delivery, and refuses a wrong secret, a changed body and a replay', async () => {
    const endpoint = await subscribe();
    const delivery = await leaveLead('Vera');
    expect(pythonVerifies(delivery, endpoint.secret, nowSeconds())).toMatchObject({
      type: 'lead.created',
      companyId,
      data: { contact: { firstName: 'Vera', email: 'vera@visitor.test' } },
    });
    expect(pythonVerifies(delivery, 'whsec_wrong', nowSeconds())).toBeNull();
    const changed = { ...delivery, body: delivery.body.replace('Vera', 'Vero') };
    expect(pythonVerifies(changed, endpoint.secret, nowSeconds())).toBeNull();

    // The same delivery replayed later: within 5 minutes it still verifies, past them it is refused.
    const sentAt = Number(/t=(\d+)/.exec(delivery.headers['everlink-signature'] as string)?.[1]);
    expect(pythonVerifies(delivery, endpoint.secret, sentAt + 299)).not.toBeNull();
    expect(pythonVerifies(delivery, endpoint.secret, sentAt + 301)).toBeNull();
    expect(pythonVerifies(delivery, endpoint.secret, sentAt - 301)).toBeNull();
  });

  it('accepts either secret while a rotation overlaps, then only the new one', async () => {
    const endpoint = await subscribe();
    const rotated = await t.api.post(`/v1/company/${companyId}/webhooks/${endpoint.id}/rotate`).set(admin.headers);
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const next = rotated.body.data.secret as string;

    const during = await leaveLead('Vera');
    expect(pythonVerifies(during, endpoint.secret, nowSeconds())).not.toBeNull();
    expect(pythonVerifies(during, next, nowSeconds())).not.toBeNull();
    expect(pythonVerifies(during, [endpoint.secret, next], nowSeconds())).not.toBeNull();

    t.clock.advance(24 * 3600_000 + 1000);
    const after = await leaveLead('Walt');
    expect(pythonVerifies(after, endpoint.secret, nowSeconds())).toBeNull();
    expect(pythonVerifies(after, next, nowSeconds())).not.toBeNull();
    expect(pythonVerifies(after, [endpoint.secret, next], nowSeconds())).not.toBeNull();
  });
});
