import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestContext, createUser, type TestContext, type TestUser } from '../test/harness.test-support';
import { visitorLead } from '../test/lead-challenge.test-support';
import { table, type Bench } from './lib';

/**
 * Which of our source files a request runs through, measured rather than read: V8's precise
 * coverage (call counts, reset at each take) around one request, after a first identical request
 * has loaded and warmed everything. A file counts when at least one of its functions ran.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

interface Walk {
  files: Map<string, number>;
}

async function walk(session: Session, request: () => Promise<unknown>): Promise<Walk> {
  await session.post('Profiler.takePreciseCoverage');
  await request();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Map<string, number>();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const path = fileURLToPath(script.url);
    if (!path.startsWith(SRC)) continue;
    // The first entry is the script's top level, run once at load; route handlers are anonymous, so names can't tell.
    const ran = script.functions.filter(
      (fn, i) => fn.ranges[0].count > 0 && !(i === 0 && fn.ranges[0].startOffset === 0),
    ).length;
    if (ran > 0) files.set(relative(SRC, path), ran);
  }
  return { files };
}

async function expectStatus(res: { status: number; body: unknown }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** A visitor's lead on a Pro user's card: POST /v1/contacts with the form's challenge solved. */
async function lead(t: TestContext, owner: TestUser, i: number) {
  const profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id as string;
  const body = await visitorLead(t.api, profileId, i);
  return () =>
    t.api
      .post('/v1/contacts')
      .send(body)
      .then((res) => expectStatus(res, 201, 'POST /v1/contacts'));
}

/** An admin gives an employee a role: PUT /v1/company/{companyId}/employees/{employeeId}/roles. */
async function rolesChange(t: TestContext) {
  const admin = await createUser(t);
  const company = await t.api.post('/v1/company').set(admin.headers).send({ name: 'Walk Co' });
  await expectStatus(company, 201, 'POST /v1/company');
  const companyId = company.body.data.id as string;
  const member = await createUser(t);
  const invited = await t.api
    .post(`/v1/company/${companyId}/employees`)
    .set(admin.headers)
    .send({ email: member.email });
  await expectStatus(invited, 201, 'invite');
  const profileId = (await t.api.get('/v1/profiles').set(member.headers)).body.data[0].id as string;
  const accepted = await t.api
    .post(`/v1/company/invitations/${invited.body.data.invitation.id}/accept`)
    .set(member.headers)
    .send({ profileId });
  await expectStatus(accepted, 200, 'accept');
  let flip = false;
  return () => {
    flip = !flip;
    return t.api
      .put(`/v1/company/${companyId}/employees/${member.uid}/roles`)
      .set(admin.headers)
      .send({ roleIds: flip ? ['division-manager'] : [] })
      .then((res) => expectStatus(res, 200, 'PUT …/roles'));
  };
}

export const requestWalkBench: Bench = {
  name: 'request-walk',
  description: 'the source files (and functions) one request runs through: a visitor’s lead and an employee’s roles',
  async run() {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const t = await createTestContext({ EVERLINK_LOCAL: '1' });
    try {
      const owner = await createUser(t, { pro: true });
      await (
        await lead(t, owner, 0)
      )();
      const leadWalk = await walk(session, await lead(t, owner, 1));
      const roles = await rolesChange(t);
      await roles();
      const rolesWalk = await walk(session, roles);
      const rows = (
        [
          ['POST /v1/contacts (visitor lead)', leadWalk],
          ['PUT /v1/company/{c}/employees/{e}/roles', rolesWalk],
        ] as const
      ).map(([label, w]) => {
        const files = [...w.files.keys()];
        const count = (layer: RegExp) => files.filter((f) => layer.test(f)).length;
        return [
          label,
          files.length,
          count(/^(modules|integrations)\//),
          count(/^platform\/(?!store\/sqlite)/),
          count(/^contract\//),
          count(/^platform\/store\/sqlite/),
          [...w.files.values()].reduce((a, b) => a + b, 0),
        ];
      });
      console.log(
        table(['request', 'files run', 'modules', 'platform', 'contract', 'SQLite adapter', 'functions run'], rows),
      );
      for (const [label, w] of [
        ['lead', leadWalk],
        ['roles', rolesWalk],
      ] as const) {
        console.log(`\n${label}: ${[...w.files.keys()].sort().join(', ')}`);
      }
    } finally {
      await t.close();
      await session.post('Profiler.stopPreciseCoverage');
      session.disconnect();
    }
  },
};
