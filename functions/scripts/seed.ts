import { createContext } from '../src/platform/context';
import { buildDeps } from '../src/platform/runtime';
import { ensureBuiltInRoles } from '../src/modules/roles';
import { seedUsersAndCompany, ensureIdentity, DEMO, DEMO_PASSWORD, DEMO_PEOPLE } from './seed/users-and-company';
import { seedProfilesAndCards } from './seed/profiles-cards';
import { seedContacts } from './seed/contacts';
import { seedBilling } from './seed/billing';
import { seedCompanyBrand } from './seed/company-brand';
import { seedSso } from './seed/sso';
import { collections } from '../src/platform/store/collections';

/** Bump when the demo data changes shape, so existing .local/ folders get the new data. */
const SEED_VERSION = 8;

/**
 * Demo data for the local stack, run by `npm start` after the emulators are up
 * (FIREBASE_AUTH_EMULATOR_HOST and EVERLINK_DATA_DIR point at them). The data is written once
 * (a marker in meta/seed), so what people change in the app survives restarts; the demo
 * sign-ins are checked every time, in case the Auth emulator's export was lost.
 */
async function main(): Promise<void> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error('The seed writes demo accounts into the Auth emulator only: set FIREBASE_AUTH_EMULATOR_HOST.');
  process.env.EVERLINK_LOCAL = '1';
  const deps = await buildDeps();
  // Demo fixtures mail no one: nothing is delivered here, and the seed's outbox messages are dropped below.
  const ctx = createContext({
    ...deps,
    config: { ...deps.config, outbox: { drainInProcess: false } },
    logger: deps.logger?.child({}, { level: 'warn' }),
  });
  const marker = collections(ctx).meta.doc('seed');
  const seeded = (await marker.get()).data();
  if (seeded && seeded.version >= SEED_VERSION) {
    for (const person of DEMO_PEOPLE) await ensureIdentity(ctx.auth, person);
  } else {
    await ensureBuiltInRoles(ctx.store);
    const { company } = await seedUsersAndCompany(ctx);
    await seedCompanyBrand(ctx, { companyId: company.id, adminId: DEMO.admin.uid, holderId: DEMO.employees[0].uid });
    const { defaultProfileId } = await seedProfilesAndCards(ctx, { userId: DEMO.user.uid });
    await seedContacts(ctx, { userId: DEMO.user.uid, profileId: defaultProfileId });
    await seedBilling(ctx, { acmeId: company.id });
    // The company directory and the DNS fake run beside the stack (scripts/lib/stack.mjs passes them).
    const { EVERLINK_FAKES_URL: fakesUrl, OIDC_DEV_ISSUER: issuer } = process.env;
    if (fakesUrl && issuer) await seedSso(ctx, { companyId: company.id, adminId: DEMO.admin.uid, fakesUrl, issuer });
    await marker.set({ version: SEED_VERSION, seededAt: ctx.clock.now().toISOString() });
    // The seed runs once on a new store, so every outbox message is its own.
    const batch = ctx.store.batch();
    for (const doc of (await collections(ctx).outbox.limit(400).get()).docs) batch.delete(doc.ref);
    await batch.commit();
  }
  await ctx.store.close();
  console.log(
    `Seeded demo data. Sign in with ${DEMO.user.email}, ${DEMO.admin.email} or ${DEMO.superadmin.email} (password ${DEMO_PASSWORD}).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
