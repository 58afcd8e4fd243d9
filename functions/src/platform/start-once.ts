/**
 * What an instance builds on its first request and keeps for its life (the app, its dependencies),
 * unless building it fails: a failed start (a secret not readable yet, a network hiccup) is tried
 * again by the next request instead of failing every request until the instance is recycled.
 * Calls that arrive while it is being built share the one attempt.
 */
export function startOnce<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () =>
    (started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
}
