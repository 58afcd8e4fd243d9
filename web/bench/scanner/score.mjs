// Field-level scoring of the scanner against a card's truth. A field counts as right when it
// matches the truth ignoring case, accents, spacing and punctuation at the ends; phones when they
// are the same number (E.164, or the same last 9 digits), web addresses without scheme, "www."
// and a trailing slash, addresses ignoring punctuation.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const FIELDS = ['firstName', 'lastName', 'jobTitle', 'company', 'emails', 'phones', 'website', 'address'];

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:]+|[\s.,;:]+$/g, '');

const phoneKey = (phone) => {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() ? parsed.number : phone.replace(/\D/g, '').slice(-9);
};
const sameNumber = (a, b) =>
  phoneKey(a) === phoneKey(b) || a.replace(/\D/g, '').slice(-9) === b.replace(/\D/g, '').slice(-9);

const KEYS = {
  website: (w) =>
    w
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/$/, ''),
  address: (a) => fold(a).replace(/[^a-z0-9]/g, ''),
  emails: (e) => e.toLowerCase(),
};
const same = (field, a, b) =>
  field === 'phones' ? sameNumber(a, b) : (KEYS[field] ?? fold)(a) === (KEYS[field] ?? fold)(b);

/** { truth, predicted, correct } items per field for one card, and the fields it got wrong. */
export function scoreCard(truth, predicted) {
  const counts = {};
  const misses = [];
  for (const field of FIELDS) {
    const want = [truth[field]].flat().filter(Boolean);
    const got = [predicted[field]].flat().filter(Boolean);
    const left = [...want];
    let correct = 0;
    for (const item of got) {
      const at = left.findIndex((w) => same(field, w, item));
      if (at >= 0) {
        correct += 1;
        left.splice(at, 1);
      }
    }
    counts[field] = { truth: want.length, predicted: got.length, correct };
    if (correct < want.length || correct < got.length) misses.push({ field, want, got });
  }
  return { counts, misses };
}

const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)} %` : '—');

/** The table: one row a field, then all fields together (micro-averaged). */
export function accuracyTable(results) {
  const rows = [];
  const total = { truth: 0, predicted: 0, correct: 0 };
  for (const field of FIELDS) {
    const sum = { truth: 0, predicted: 0, correct: 0 };
    for (const { counts } of results) for (const k of Object.keys(sum)) sum[k] += counts[field][k];
    for (const k of Object.keys(total)) total[k] += sum[k];
    rows.push([
      field,
      sum.truth,
      sum.predicted,
      sum.correct,
      pct(sum.correct, sum.predicted),
      pct(sum.correct, sum.truth),
    ]);
  }
  rows.push([
    'all fields',
    total.truth,
    total.predicted,
    total.correct,
    pct(total.correct, total.predicted),
    pct(total.correct, total.truth),
  ]);
  const head = ['field', 'on cards', 'found', 'right', 'precision', 'recall'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [
    line(head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(0, -1).map(line),
    widths.map((w) => '-'.repeat(w)).join('  '),
    line(rows.at(-1)),
  ].join('\n');
}

/** Precision and recall per picture condition (all fields together), one row a condition. */
export function conditionTable(results) {
  const by = new Map();
  for (const { card, counts } of results) {
    const sum = by.get(card.condition) ?? { cards: 0, perfect: 0, truth: 0, predicted: 0, correct: 0 };
    sum.cards += 1;
    for (const field of FIELDS) for (const k of ['truth', 'predicted', 'correct']) sum[k] += counts[field][k];
    by.set(card.condition, sum);
  }
  for (const { card, misses } of results) if (misses.length === 0) by.get(card.condition).perfect += 1;
  const rows = [...by].map(([condition, s]) => [
    condition,
    s.cards,
    s.perfect,
    s.truth,
    s.correct,
    pct(s.correct, s.predicted),
    pct(s.correct, s.truth),
  ]);
  const head = ['condition', 'cards', 'perfect', 'fields', 'right', 'precision', 'recall'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
