import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { TOOLS_LIMITS, TOOLS_MESSAGES } from '../../contract/tools';
import { loadConfig } from '../../platform/config';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';

/**
 * Link previews against pages served on 127.0.0.1. The previewer refuses loopback like any
 * private address; the `open` app is made with the test-only allowlist of this server's port
 * (config.linkPreview.loopbackPorts), the `closed` one without it, as production runs.
 */

let server: Server;
let port: number;
let open: TestContext;
let closed: TestContext;
let user: TestUser;
let closedUser: TestUser;
const hits = new Map<string, number>();

const PAGE = `<!doctype html><html><head>
<meta charset="utf-8"><title>Fallback title</title>
<meta property="og:title" content="Ada’s  portfolio">
<meta property="og:description" content="Talks, papers and projects.">
<meta property="og:image" content="/images/cover.jpg">
<meta property="og:site_name" content="Ada Lovelace">
<link rel="icon" href="/favicon.png">
</head><body><img src="/other.jpg"></body></html>`;

function handle(path: string, res: import('node:http').ServerResponse): void {
  const html = (body: string | Buffer, headers: Record<string, string | number> = {}) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  const hop = /^\/hops\/(\d+)$/.exec(path);
  if (hop) {
    const left = Number(hop[1]);
    res.writeHead(302, { location: left ? `/hops/${left - 1}` : '/page' });
    return void res.end();
  }
  switch (path) {
    case '/page':
      return html(PAGE);
    case '/latin1':
      res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
      return void res.end(
        Buffer.from(
          '<html><head><title>Caf\xe9 M\xfcller</title><meta name="description" content="Kuchen"></head></html>',
          'latin1',
        ),
      );
    case '/to-metadata':
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return void res.end();
    case '/to-private':
      res.writeHead(301, { location: 'http://10.0.0.7/admin' });
      return void res.end();
    case '/to-file':
      res.writeHead(302, { location: 'file:///etc/passwd' });
      return void res.end();
    case '/picture.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      return void res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    case '/big':
      return html(
        `<html><head><title>Big</title></head><body>${'x'.repeat(TOOLS_LIMITS.previewMaxBytes + 10)}</body></html>`,
      );
    case '/big-chunked': {
      // No content-length: the cap has to hold while reading.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'y'.repeat(64 * 1024);
      for (let i = 0; i < 20; i++) res.write(chunk);
      return void res.end();
    }
    case '/gzip-bomb':
      return html(gzipSync(Buffer.from(`<html><title>bomb</title>${' '.repeat(8 * 1024 * 1024)}</html>`)), {
        'content-encoding': 'gzip',
      });
    case '/gzipped':
      return html(gzipSync(Buffer.from(PAGE)), { 'content-encoding': 'gzip' });
    case '/slow':
      return; // never answers
    case '/error':
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<title>Oops</title>');
    default:
      res.writeHead(404);
      return void res.end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    handle(path, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
  [open, closed] = await Promise.all([
    createTestContext({ EVERLINK_TEST_PREVIEW_PORTS: String(port) }),
    createTestContext(),
  ]);
  [user, closedUser] = await Promise.all([createUser(open), createUser(closed)]);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([open.close(), closed.close()]);
});

const local = (path: string) => `http://127.0.0.1:${port}${path}`;
const preview = (t: TestContext, who: TestUser, url: string) =>
  t.api.get('/v1/tools/meta').query({ url }).set(who.headers);

describe('GET /v1/tools/meta', () => {
  it('reads the Open Graph tags, with the picture and icon made absolute', async () => {
    const res = await preview(open, user, local('/page'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      url: local('/page'),
      title: 'Ada’s portfolio',
      description: 'Talks, papers and projects.',
      image: local('/images/cover.jpg'),
      siteName: 'Ada Lovelace',
      favicon: local('/favicon.png'),
    });
  });

  it('falls back to <title> and decodes the page in its own charset; gzip is read too', async () => {
    const res = await preview(open, user, local('/latin1'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Café Müller', description: 'Kuchen', image: null, siteName: null });
    const zipped = await preview(open, user, local('/gzipped'));
    expect(zipped.body.data.title).toBe('Ada’s portfolio');
  });

  it('follows up to three redirects and answers where the page ended up; a fourth is refused', async () => {
    const three = await preview(open, user, local('/hops/2'));
    expect(three.status).toBe(200);
    expect(three.body.data.url).toBe(local('/page'));
    const four = await preview(open, user, local('/hops/3'));
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({
      code: 'preview-too-many-redirects',
      message: TOOLS_MESSAGES.previewTooManyRedirects,
    });
  });

  it('keeps an answer: the same link again does not fetch the page again', async () => {
    const before = hits.get('/page') ?? 0;
    await preview(open, user, `${local('/page')}?cached=1`);
    await preview(open, user, `${local('/page')}?cached=1`);
    expect(hits.get('/page')).toBe(before + 1);
  });

  it('refuses a redirect to a metadata, private or non-web address, whatever the first address was', async () => {
    for (const path of ['/to-metadata', '/to-private', '/to-file']) {
      const res = await preview(open, user, local(path));
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ code: 'preview-blocked', message: TOOLS_MESSAGES.previewBlocked });
    }
  });

  it('refuses what is not a web page, and pages over 1 MB, announced or not, compressed or not', async () => {
    const png = await preview(open, user, local('/picture.png'));
    expect(png.status).toBe(400);
    expect(png.body.code).toBe('preview-not-html');
    for (const path of ['/big', '/big-chunked', '/gzip-bomb']) {
      const res = await preview(open, user, local(path));
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ code: 'preview-too-large', message: TOOLS_MESSAGES.previewTooLarge });
    }
  });

  it('answers a page that errs or does not exist with a 400 the editor can show', async () => {
    expect((await preview(open, user, local('/error'))).body.code).toBe('preview-failed');
    const gone = await preview(open, user, 'http://no-such-host.invalid/');
    expect(gone.status).toBe(400);
    expect(gone.body.code).toBe('preview-unreachable');
  });

  it('gives up after 5 seconds', async () => {
    const started = Date.now();
    const res = await preview(open, user, local('/slow'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('preview-timeout');
    expect(Date.now() - started).toBeLessThan(TOOLS_LIMITS.previewTimeoutMs + 2_000);
  }, 15_000);
});

describe('the previewer as production runs it (no test allowlist)', () => {
  it('cannot fetch a server on this machine, by any spelling of its address', async () => {
    const before = hits.get('/page');
    const urls = [
      local('/page'),
      `http://localhost:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://2130706433:${port}/page`,
      `http://0x7f.1:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
    ];
    for (const url of urls) {
      const res = await preview(closed, closedUser, url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('preview-blocked');
    }
    expect(hits.get('/page')).toBe(before);
  });

  it('refuses private, link-local, metadata, unspecified and unique-local addresses', async () => {
    const urls = [
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://172.31.255.254/',
      'http://192.168.0.1/',
      'http://169.254.169.254/computeMetadata/v1/',
      'http://0.0.0.0/',
      'http://[fc00::1]/',
      'http://[fd00:ec2::254]/',
      'https://127.0.0.53/',
    ];
    for (const url of urls) {
      const res = await preview(closed, closedUser, url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('preview-blocked');
    }
  });

  it('takes only http and https addresses', async () => {
    for (const url of [
      'ftp://example.com/file',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'gopher://example.com',
      'http://user:pw@example.com/',
    ]) {
      const res = await preview(closed, closedUser, url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe(MESSAGES.invalidUrl);
    }
    expect((await closed.api.get('/v1/tools/meta').set(closedUser.headers)).body.message).toBe(MESSAGES.required);
    expect(
      (
        await closed.api
          .get('/v1/tools/meta')
          .query({ url: 'x'.repeat(3000) })
          .set(closedUser.headers)
      ).status,
    ).toBe(400);
    expect(
      (await closed.api.get('/v1/tools/meta').query({ url: 'https://example.com', extra: '1' }).set(closedUser.headers))
        .status,
    ).toBe(400);
    expect((await closed.api.get('/v1/tools/meta?url=a&url=b').set(closedUser.headers)).status).toBe(400);
  });

  it('needs a signed-in caller, and limits each person, not each address', async () => {
    expect((await closed.api.get('/v1/tools/meta').query({ url: 'https://example.com' })).status).toBe(401);
    const busy = await createUser(closed);
    const answers = [];
    for (let i = 0; i < TOOLS_LIMITS.previewsPerMinute + 1; i++)
      answers.push((await preview(closed, busy, 'http://10.0.0.1/')).status);
    expect(answers.slice(0, TOOLS_LIMITS.previewsPerMinute).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Someone else is not slowed down by them.
    expect((await preview(closed, closedUser, 'http://10.0.0.1/')).status).toBe(400);
  });
});

describe('the test allowlist', () => {
  it('exists only under vitest in a demo- project: a deployed function cannot be given one', () => {
    const base = { EVERLINK_TEST_PREVIEW_PORTS: '8080,9000' };
    expect(loadConfig({ ...base, VITEST: 'true', GCLOUD_PROJECT: 'demo-everlink' }).linkPreview.loopbackPorts).toEqual([
      8080, 9000,
    ]);
    expect(loadConfig({ ...base, GCLOUD_PROJECT: 'demo-everlink' }).linkPreview.loopbackPorts).toEqual([]);
    expect(loadConfig({ ...base, VITEST: 'true', GCLOUD_PROJECT: 'everlink-prod' }).linkPreview.loopbackPorts).toEqual(
      [],
    );
    expect(
      loadConfig({ ...base, FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-everlink' }).linkPreview.loopbackPorts,
    ).toEqual([]);
  });
});
