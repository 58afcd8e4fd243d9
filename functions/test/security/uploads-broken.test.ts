import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MESSAGES } from '../../src/contract/messages';
import { MAX_MULTIPART_BYTES } from '../../src/platform/uploads';
import { expectedOutcome, routeKey, ROUTES, type RouteRow } from './route-table.test-support';
import { fillPath, nextClientAddress, resolveParams, call } from './probe.test-support';
import { TRUNCATED_MULTIPART } from './bad-input.test-support';
import { changes, snapshot } from './store-snapshot.test-support';
import { createWorld, type Actor, type World } from './matrix-world.test-support';

/**
 * Security review 2026-11, S3: a multipart body cut before its closing boundary made busboy's file
 * stream emit an error nobody listened to, an uncaught exception that killed the process (and every
 * request in flight). Every upload route of the route table (so a new one is covered by adding its
 * row) must answer such a body 400 and go on serving; callers who may not upload there are refused
 * before the body is read; bodies past the limits are 413 and write nothing.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(async () => w?.close());

const UPLOAD_ROWS = ROUTES.filter((row) => row.upload);
const BOUNDARY = 'XXbigXX';

const ALLOWED_FIRST: Actor[] = ['owner', 'companyAdmin', 'employee', 'superadmin'];
const allowedActor = (row: RouteRow) => ALLOWED_FIRST.find((a) => expectedOutcome(row, a) === 'allowed')!;
const refusedActors = (row: RouteRow) =>
  (['anonymous', 'otherUser', 'employee', 'otherCompanyAdmin'] as Actor[]).filter(
    (a) => expectedOutcome(row, a) !== 'allowed',
  );

function sendRaw(path: string, actor: Actor, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const req = w.t.api.post(path).set('x-forwarded-for', nextClientAddress()).set('content-type', contentType);
  if (actor !== 'anonymous') req.set(w.users[actor].headers);
  return req.send(body);
}
const sendTruncated = (path: string, actor: Actor) =>
  sendRaw(path, actor, TRUNCATED_MULTIPART.bytes, TRUNCATED_MULTIPART.contentType);

describe('upload routes and broken or oversized bodies (S3)', () => {
  it('finds the upload routes in the route table', () => {
    expect(UPLOAD_ROWS.length).toBeGreaterThanOrEqual(10);
  });

  for (const row of UPLOAD_ROWS) {
    it(`${routeKey(row)}: a truncated body is 400, writes nothing, and the next request is served`, async () => {
      const actor = allowedActor(row);
      const params = await resolveParams(row, w, !!row.fresh);
      const before = snapshot(w.t);
      const res = await sendTruncated(fillPath(row.path, params), actor);
      expect([res.status, res.body]).toEqual([
        400,
        { message: MESSAGES.uploadIncomplete, code: 'bad-request', fields: { file: MESSAGES.uploadIncomplete } },
      ]);
      expect(changes(before, snapshot(w.t))).toEqual([]);
      const next = await call(w, row, actor, { params });
      expect([routeKey(row), next.status]).toEqual([routeKey(row), next.status < 300 ? next.status : 'a 2xx']);
      expect((await w.t.api.get('/v1/health')).status).toBe(200);
    });

    it(`${routeKey(row)}: callers who may not upload there are refused before the body is read`, async () => {
      const params = await resolveParams(row, w, false);
      for (const actor of refusedActors(row)) {
        const res = await sendTruncated(fillPath(row.path, params), actor);
        expect([actor, res.status]).toEqual([actor, expectedOutcome(row, actor)]);
      }
    });

    it(`${routeKey(row)}: a file past 5 MB and a body past the cap are 413 with the spec's message, writing nothing`, async () => {
      const actor = allowedActor(row);
      const params = await resolveParams(row, w, !!row.fresh);
      const path = fillPath(row.path, params);
      const before = snapshot(w.t);
      const file = Buffer.alloc(MAX_FILE_BYTES + 1, 'a');
      const part = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.${row.upload}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const bigFile = await sendRaw(path, actor, part);
      const bigBody = await sendRaw(
        path,
        actor,
        Buffer.concat([part, Buffer.alloc(MAX_MULTIPART_BYTES - part.length + 1, 'b')]),
      );
      for (const res of [bigFile, bigBody])
        expect([res.status, res.body]).toEqual([413, { message: MESSAGES.fileTooLarge, code: 'too-large' }]);
      expect(changes(before, snapshot(w.t))).toEqual([]);
    });
  }
});
