import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/i18n/languages';
import { i18n } from './index';
import { formatDate, formatNumber, formatRelativeTime } from './format';

const DAY = '2026-01-05T10:04:05Z';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('formatDate', () => {
  it('writes a date in the page language', async () => {
    expect(formatDate(DAY, 'long')).toBe('January 5, 2026');
    await i18n.changeLanguage('fr');
    expect(formatDate(DAY, 'long')).toBe('5 janvier 2026');
    expect(formatDate(DAY, 'long', 'de')).toBe('5. Januar 2026');
  });

  it('has a style for each screen that shows dates', () => {
    expect(formatDate(DAY)).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05', 'day')).toBe('Jan 5');
    expect(formatDate(DAY, 'post')).toBe('5 Jan 2026');
    expect(formatDate(DAY, 'post', 'es')).toBe('5 ene 2026');
  });

  it('writes an English analytics day as Intl does, on every month and at both ends of a UTC day', () => {
    const intl = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++)
      for (const moment of [
        Date.UTC(2026, month, 1),
        Date.UTC(2026, month, 28, 23, 59),
        Date.UTC(2027, month, 9, 0, 1),
      ])
        expect(formatDate(moment, 'day', 'en')).toBe(intl.format(moment));
    expect(formatDate('2026-12-31', 'day')).toBe('Dec 31');
  });

  it('shows a dash where there is no date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined, 'numeric')).toBe('—');
  });
});

describe('formatNumber and formatRelativeTime', () => {
  it('writes a count as Intl does in every language, the small whole ones by their shortcut too', () => {
    const counts = [0, 1, 7, 42, 999, 1000, 12_345, 1.5, -3];
    for (const language of LANGUAGES)
      for (const count of counts)
        expect(formatNumber(count, language)).toBe(new Intl.NumberFormat(language).format(count));
  });

  it('follow the page language', async () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatRelativeTime(-1, 'day')).toBe('yesterday');
    await i18n.changeLanguage('de');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatRelativeTime(-1, 'day')).toBe('gestern');
  });
});
