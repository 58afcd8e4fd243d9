import type { Store } from './types';

/**
 * What an instance keeps in memory for one store: caches, queues, lanes. Keyed by the store, not
 * held in a module variable, because the tests run many apps, each over its own store, in one
 * process; the state goes when its store does. `make` runs once a store, with the first caller's
 * context (the store's app builds every context from the same config).
 */
export function perStore<T, C extends { store: Store } = { store: Store }>(make: (ctx: C) => T): (ctx: C) => T {
  const made = new WeakMap<Store, T>();
  return (ctx) => {
    let value = made.get(ctx.store);
    if (value === undefined) made.set(ctx.store, (value = make(ctx)));
    return value;
  };
}
