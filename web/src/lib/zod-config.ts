import { config } from 'zod/v4/core';

// The app runs under a Content-Security-Policy without 'unsafe-eval' (firebase.json). Zod's
// object parsers would probe `new Function` once to pick a compiled fast path; the probe is
// caught, but the browser still reports it as a CSP violation. Imported first in main.tsx, so
// it applies before any schema is built.
config({ jitless: true });
