import { Agent, setGlobalDispatcher } from 'undici';

// A worker's test files share one process (vitest.config.ts, `isolate: false`), so a kept-alive
// connection to the Auth emulator or a fake could sit idle from one file to the next, and the
// server may close it just as the next file reuses it ("other side closed"; undici retries only
// idempotent requests, and sign-up is a POST). A connection a request keeps nothing to race.
setGlobalDispatcher(new Agent({ pipelining: 0 }));
