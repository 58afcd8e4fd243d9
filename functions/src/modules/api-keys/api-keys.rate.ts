import type { AppContext } from '../../platform/context';
import { consumeQuota } from '../../platform/rate-limit';
import type { StoredApiKey } from './api-keys.model';

/**
 * A key's requests a minute (its `rateLimit`). Counted in the instance's memory, so a hot key
 * costs no store write a call; every `SYNC_EVERY` uses the instance adds them to the key's shared
 * counter (platform/rate-limit.ts, one transaction), which stops the key on every instance once
 * the sum passes the limit. Across instances a key may pass its limit by less than
 * `SYNC_EVERY` a running instance in a minute.
 */
const WINDOW_MS = 60_000;
const SYNC_EVERY = 50;

interface Local {
  window: number;
  used: number;
  synced: number;
  /** The shared counter said the key is over its limit for this window. */
  over: boolean;
}

const locals = new Map<string, Local>();

export interface KeyUse {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function takeKeyUse(ctx: AppContext, key: Pick<StoredApiKey, 'id' | 'rateLimit'>): Promise<KeyUse> {
  const now = ctx.clock.now().getTime();
  const window = Math.floor(now / WINDOW_MS);
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
  let local = locals.get(key.id);
  if (!local || local.window !== window) {
    if (locals.size > 10_000) for (const [id, l] of locals) if (l.window !== window) locals.delete(id);
    local = { window, used: 0, synced: 0, over: false };
    locals.set(key.id, local);
  }
  if (local.over || local.used >= key.rateLimit) return { allowed: false, retryAfterSeconds };
  local.used += 1;
  if (local.used - local.synced >= SYNC_EVERY) {
    const uses = local.used - local.synced;
    local.synced = local.used;
    try {
      const shared = await consumeQuota(
        ctx,
        { name: 'apiKey', windowMs: WINDOW_MS, limit: key.rateLimit },
        `key:${key.id}`,
        uses,
      );
      if (!shared.allowed) {
        local.over = true;
        return { allowed: false, retryAfterSeconds };
      }
    } catch (error) {
      // The store failed: the instance's own count still holds the key to its limit here.
      ctx.logger.warn({ err: error, keyId: key.id }, 'API key rate not shared');
    }
  }
  return { allowed: true, retryAfterSeconds };
}
