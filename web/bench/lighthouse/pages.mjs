// The pages the Lighthouse bench measures, each with its budget (issue 19). Add a page here:
// `path` gets what the bench learnt after signing the demo user in (`demo.profileId`), and
// `signedIn` pages are measured in that user's browser, after the public ones.
//  - performance: the mobile score, at least; lcpMs, tbtMs, kb: at most (kb = bytes transferred).

export const PAGES = [
  { name: 'Landing', path: () => '/', budget: { performance: 98, lcpMs: 1500, tbtMs: 200, kb: 250 } },
  { name: 'Sign-in', path: () => '/auth/sign-in', budget: { performance: 95, lcpMs: 2500, tbtMs: 200, kb: 300 } },
  // The card itself, server-rendered (/card/@{slug}): one response to paint, its QR code and beacon inline.
  {
    name: 'Card page',
    path: (demo) => `/card/@${demo.slug}`,
    budget: { performance: 98, lcpMs: 1500, tbtMs: 200, kb: 20 },
  },
  // The lead form a visitor opens from a card: server-rendered beside the card (/card/{key}/contact).
  {
    name: 'Lead form',
    path: (demo) => `/card/@${demo.slug}/contact`,
    budget: { performance: 98, lcpMs: 1500, tbtMs: 200, kb: 20 },
  },
  {
    name: 'Dashboard (signed in)',
    path: () => '/dashboard',
    signedIn: true,
    budget: { performance: 90, lcpMs: 2500, tbtMs: 300, kb: 600 },
  },
];
