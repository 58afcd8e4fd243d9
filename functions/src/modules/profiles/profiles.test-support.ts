import sharp from 'sharp';
import { expect } from 'vitest';
import type { Profile } from '../../contract/profiles';
import type { TestContext, TestUser } from '../../../test/harness.test-support';

/** Calls the profiles suites share; `context` is read at call time (it is made in beforeAll). */
export function profileCalls(context: () => TestContext) {
  async function profilesOf(user: TestUser): Promise<Profile[]> {
    const res = await context().api.get('/v1/profiles').set(user.headers);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function create(user: TestUser, body: Record<string, unknown>): Promise<Profile> {
    const res = await context().api.post('/v1/profiles').set(user.headers).send(body);
    if (res.status !== 201) throw new Error(`POST /v1/profiles answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  return { profilesOf, create };
}

export const image = (width: number, height: number, color = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: color } });
export const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
