import { seedCard, type SeededCard } from './card-page-seed';
import { serveToParent } from './server-process';

/** The card bench's app in its own process (card-page.bench.ts): the seeded test context's app. */
serveToParent<void, SeededCard>(async () => {
  const { t, card } = await seedCard();
  return { handler: t.app, info: card, close: () => t.close() };
});
