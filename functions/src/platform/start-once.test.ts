import { describe, expect, it } from 'vitest';
import { startOnce } from './start-once';

describe('startOnce', () => {
  it('builds once for every caller, those arriving during the build included', async () => {
    let builds = 0;
    const get = startOnce(async () => ++builds);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    expect(await get()).toBe(1);
    expect(builds).toBe(1);
  });

  it('tries again after a failed start instead of keeping the failure', async () => {
    let builds = 0;
    const get = startOnce(async () => {
      builds += 1;
      if (builds === 1) throw new Error('secret not readable yet');
      return 'app';
    });
    await expect(get()).rejects.toThrow('secret not readable yet');
    expect(await get()).toBe('app');
    expect(await get()).toBe('app');
    expect(builds).toBe(2);
  });
});
