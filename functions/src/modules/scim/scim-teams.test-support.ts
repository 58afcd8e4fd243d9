import { ensureBillingCatalog } from '../billing';
import { collections } from '../../platform/store/collections';
import type { TestContext, TestUser } from '../../../test/harness.test-support';

/** Puts the Teams plan's role on a company's owner, as a paid Teams subscription leaves it. */
export async function giveTeams(t: TestContext, owner: TestUser): Promise<void> {
  await ensureBillingCatalog(t.store, new Date().toISOString());
  const ref = collections(t).users.doc(owner.uid);
  const roleIds = (await ref.get()).data()?.roleIds ?? [];
  await ref.update({ roleIds: [...new Set([...roleIds, 'teams'])] });
}
