import { describe, expect, it } from 'vitest';
import { PRICES, REVIEW_PER_REQUEST, REVIEW_TOTALS, STORAGE_GIB, TRAFFIC } from '../../bench/cost-inputs';
import { monthlyCost, type CostCase, type LineId, type MonthlyCost } from '../../bench/cost-model';

/**
 * The cost bench's arithmetic (bench/cost-model.ts) on the scale review's own per-request figures
 * gives back the review's §5 month: its operations, its bill at both locations, and the lines of
 * its "where today's money goes" that the per-request figures of §2 and §5 derive.
 */

const today: CostCase = {
  perRequest: REVIEW_PER_REQUEST.today,
  cdnHitRate: TRAFFIC.cdnHitToday,
  beaconsPerView: TRAFFIC.beaconsPerViewToday,
  storageGiB: STORAGE_GIB.today,
};

const near = (value: number, expected: number, tolerance: number) =>
  expect(Math.abs(value / expected - 1)).toBeLessThanOrEqual(tolerance);
const line = (m: MonthlyCost, ...ids: LineId[]) =>
  m.lines.filter((l) => ids.includes(l.id)).reduce((sum, l) => sum + l.dollars, 0);

describe('the cost model on the review’s figures', () => {
  it('reproduces the §5 month today: ≈ $6.2k nam5, ≈ $3.1k regional', () => {
    const nam5 = monthlyCost(today, PRICES.nam5);
    near(nam5.reads, REVIEW_TOTALS.today.reads, 0.01);
    near(nam5.writes, REVIEW_TOTALS.today.writes, 0.01);
    near(nam5.deletes, REVIEW_TOTALS.today.deletes, 0.01);
    near(nam5.dollars.total, REVIEW_TOTALS.today.nam5, 0.01);
    near(nam5.dollars.storage, 91, 0.01);
    near(monthlyCost(today, PRICES.regional).dollars.total, REVIEW_TOTALS.today.regional, 0.02);
  });

  it('reproduces the lines §5 itemizes from per-request figures', () => {
    const nam5 = monthlyCost(today, PRICES.nam5);
    // Sweeps $1.9k + counter writes $1.55k + rate-limit transactions $0.8k + loadProfile $0.2k.
    near(line(nam5, 'beacon', 'vcard'), 4_450, 0.02);
    near(line(nam5, 'contactsSearch'), 220, 0.02);
    near(line(nam5, 'duplicates'), 150, 0.01);
    // ≈ 4 reads a view at a 50 % hit rate ($0.6k): 6 and 9 a miss give 3.6.
    near(line(nam5, 'cardPersonal', 'cardEmployee'), 540, 0.001);
  });

  it('prices each operation at its location', () => {
    const nothing = Object.fromEntries(
      Object.keys(REVIEW_PER_REQUEST.today).map((id) => [id, { reads: 0, writes: 0, deletes: 0 }]),
    ) as CostCase['perRequest'];
    // 1.3 beacons a view × 250M views, one read, write and delete each: 325M of each.
    const beacons: CostCase = {
      perRequest: { ...nothing, beacon: { reads: 1, writes: 1, deletes: 1 } },
      cdnHitRate: 0,
      beaconsPerView: 1.3,
      storageGiB: 0,
    };
    const month = monthlyCost(beacons, PRICES.nam5);
    expect(month.reads).toBe(325e6);
    expect(month.dollars).toMatchObject({ reads: 195, writes: 585, deletes: 65, storage: 0 });
    expect(monthlyCost(beacons, PRICES.regional).dollars.total).toBeCloseTo((195 + 585 + 65) / 2, 6);
  });
});
