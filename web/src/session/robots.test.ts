import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './paths';

/**
 * public/robots.txt against the app's route table (issue 19 item 6): every screen but the ones
 * a search engine may show is kept out, so a screen added to ROUTES without its rule fails here.
 */

const robots = readFileSync(join(import.meta.dirname, '../../public/robots.txt'), 'utf8');
const rules = (field: 'Allow' | 'Disallow') =>
  robots
    .split('\n')
    .map((line) => line.match(new RegExp(`^${field}:\\s*(\\S*)\\s*$`))?.[1])
    .filter((path): path is string => path !== undefined);
const disallowed = rules('Disallow');
const blocks = (path: string) => disallowed.some((rule) => rule !== '' && path.startsWith(rule));

/** A concrete address of a route pattern. */
const pathOf = (pattern: string) => pattern.replace(/:\w+/g, 'x1');

/** The pages a search engine may show: the landing, the legal pages, and cards (each decides for itself). */
const INDEXABLE: string[] = [ROUTES.landing, ROUTES.terms, ROUTES.privacy, ROUTES.publicCard];

describe('robots.txt', () => {
  it('is one group for every crawler that allows what it does not name', () => {
    expect(robots.match(/^User-agent: .*$/gm)).toEqual(['User-agent: *']);
    expect(rules('Allow')).toEqual(['/']);
  });

  it('keeps crawlers out of every screen of the app that is not public, and out of the API', () => {
    const privateScreens = Object.values(ROUTES).filter((route) => !INDEXABLE.includes(route));
    expect(privateScreens.length).toBeGreaterThan(20);
    expect(privateScreens.filter((route) => !blocks(pathOf(route)))).toEqual([]);
    expect(blocks('/v1/public/cards/x1')).toBe(true);
  });

  it('lets crawlers reach the landing, the legal pages and every card, whose page says noindex unless its owner allows indexing', () => {
    expect(INDEXABLE.filter((route) => blocks(pathOf(route)))).toEqual([]);
    expect(blocks('/card/@jane-doe')).toBe(false);
    expect(blocks('/card/@jane-doe/contact')).toBe(false);
  });

  it('names no sitemap: one would list only indexable cards, which the static file cannot know', () => {
    expect(robots).not.toMatch(/^Sitemap:/im);
  });
});
