import { Readable, pipeline } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { authorize } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { EXPORT_FILES } from '../../contract/privacy';
import { integrationsOf } from '../integrations';
import { listMySubscriptions } from '../billing';
import { getCompanyById } from '../company';
import { analyticsOf } from '../analytics';
import { linksOf } from '../links';
import { cardsOf } from '../cards';
import { contactPhotoPathsOf, contactsFileOf } from '../contacts';
import { ownOccupations } from '../tools';
import { profilesOf } from '../profiles';
import { exportReadme } from './export.readme';
import { collections } from '../../platform/store/collections';

/**
 * GET /v1/users/{id}/export: everything the person owns, as a zip written while it is sent.
 * yazl zips one entry after another; the big ones (contacts, analytics, uploaded files) are
 * added as streams it opens only when it reaches them, so the archive never sits in memory:
 * at most one page of contacts or one uploaded file at a time. Integrations appear as their
 * connection state (never a token), contacts as CSV (formula cells escaped) and vCards.
 */

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The end of a chain of streams, with errors carried along it (the contacts export's shape). */
function piped(streams: [Readable, ...NodeJS.ReadWriteStream[]]): NodeJS.ReadableStream {
  if (streams.length === 1) return streams[0];
  pipeline(streams, () => undefined);
  return streams.at(-1) as NodeJS.ReadableStream;
}

/** A stream yazl opens when it gets to the entry. */
function lazy(
  zip: ZipFile,
  name: string,
  open: () => Promise<NodeJS.ReadableStream> | NodeJS.ReadableStream,
  compress = true,
): void {
  zip.addReadStreamLazy(name, { compress }, (done) => {
    Promise.resolve()
      .then(open)
      .then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, Readable.from([])),
      );
  });
}

async function identityOf(ctx: AppContext, userId: string) {
  const identity = await ctx.auth.getUser(userId).catch(() => null);
  if (!identity) return null;
  return {
    uid: identity.uid,
    email: identity.email ?? null,
    emailVerified: identity.emailVerified,
    phoneNumber: identity.phoneNumber ?? null,
    displayName: identity.displayName ?? null,
    signInMethods: identity.providerData.map((p) => p.providerId),
    createdAt: identity.metadata.creationTime,
    lastSignInAt: identity.metadata.lastSignInTime,
  };
}

async function companyOf(ctx: AppContext, companyId: string | undefined, userId: string) {
  if (!companyId) return null;
  const [company, employee] = await Promise.all([
    getCompanyById(ctx, companyId),
    collections(ctx).employees(companyId).doc(userId).get(),
  ]);
  return { company: company ? { id: company.id, name: company.name } : null, membership: employee.data() ?? null };
}

async function fill(
  ctx: AppContext,
  zip: ZipFile,
  userId: string,
  record: { roleIds?: string[]; companyId?: string | null },
): Promise<void> {
  const { roleIds, ...user } = record;
  zip.addBuffer(Buffer.from(exportReadme(ctx.clock.now())), EXPORT_FILES.readme);
  zip.addBuffer(
    json({ user: { ...user, roles: roleIds ?? [] }, identity: await identityOf(ctx, userId) }),
    EXPORT_FILES.account,
  );
  const { profiles, mediaPaths } = await profilesOf(ctx, userId);
  zip.addBuffer(json(profiles), EXPORT_FILES.profiles);
  zip.addBuffer(json(await linksOf(ctx, userId)), EXPORT_FILES.links);
  zip.addBuffer(json(await cardsOf(ctx, userId)), EXPORT_FILES.cards);
  lazy(zip, EXPORT_FILES.contactsCsv, () => piped(contactsFileOf(ctx, userId, 'csv').streams));
  lazy(zip, EXPORT_FILES.contactsVcf, () => piped(contactsFileOf(ctx, userId, 'vcf').streams));
  const profileIds = profiles.map((p) => p.id);
  lazy(zip, EXPORT_FILES.analytics, () =>
    Readable.from(
      (async function* () {
        for await (const row of analyticsOf(ctx, profileIds)) yield `${JSON.stringify(row)}\n`;
      })(),
    ),
  );
  zip.addBuffer(json(await integrationsOf(ctx, userId)), EXPORT_FILES.integrations);
  const subscriptions = (await listMySubscriptions(ctx, { uid: userId })).filter((s) => s.userId === userId);
  zip.addBuffer(json(subscriptions), EXPORT_FILES.subscriptions);
  zip.addBuffer(json(await companyOf(ctx, record.companyId as string | undefined, userId)), EXPORT_FILES.company);
  zip.addBuffer(
    json((await ownOccupations(ctx, userId)).map(({ title, createdAt }) => ({ title, createdAt }))),
    EXPORT_FILES.occupations,
  );
  const uploads = [...mediaPaths];
  for await (const path of contactPhotoPathsOf(ctx, userId)) uploads.push(path);
  for (const path of [...new Set(uploads)]) {
    // Pictures and videos are compressed already; zipping them again only costs time.
    lazy(
      zip,
      `${EXPORT_FILES.uploads}${path}`,
      async () => {
        const blob = await ctx.blobs.get(path);
        return Readable.from(blob ? [blob.bytes] : []);
      },
      false,
    );
  }
  zip.end();
}

export interface ExportArchive {
  filename: string;
  stream: NodeJS.ReadableStream;
}

/** The person's own archive, or anyone's for a superadmin; another user gets 404. */
export async function exportAccount(ctx: AppContext, caller: AuthUser, userId: string): Promise<ExportArchive> {
  await authorize(ctx, caller, 'read', 'User', { userId });
  const record = (await collections(ctx).users.doc(userId).get()).data();
  if (!record) throw notFound();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // Once bytes are out an error can only cut the download short: the route ends the response.
  zip.on('error', (error: unknown) => output.destroy(error as Error));
  fill(ctx, zip, userId, record).catch((error: unknown) => {
    ctx.logger.error({ err: error, userId }, 'data export failed while writing');
    output.destroy(error as Error);
  });
  return { filename: `everlink-data-${ctx.clock.now().toISOString().slice(0, 10)}.zip`, stream: output };
}
