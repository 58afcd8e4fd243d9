import { gzipSync } from 'node:zlib';
import { table } from './lib';

/**
 * Where the card page's HTML goes beyond the hand-written page, part by part. A part's gzip
 * share is what the page's gzip loses without it: gzip shares repeated strings across the page,
 * so the shares do not add up to the total, but each says what that part costs this page.
 */

const PARTS: [string, RegExp][] = [
  ['inline CSS (<style>, theme included)', /<style>[\s\S]*?<\/style>/g],
  ['beacon script', /<script>[\s\S]*?<\/script>/g],
  ['JSON-LD (indexable cards only)', /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ['footer (language links, brand)', /<footer>[\s\S]*?<\/footer>/g],
  [
    'QR code (inline SVG or PNG)',
    /<svg[^>]*viewBox="0 0 (?!24 )[^>]*>[\s\S]*?<\/svg>|<img src="data:image\/png[^>]*>/g,
  ],
  ['social marks (inline SVG)', /<svg[^>]*viewBox="0 0 24 24"[^>]*>[\s\S]*?<\/svg>/g],
  ['preview tags (og:, profile:, twitter:)', /<meta (?:property|name)="(?:og|profile|twitter):[^>]*>/g],
  ['other head tags (robots, canonical, icon)', /<meta name="robots"[^>]*>|<link rel="(?:canonical|icon)"[^>]*>/g],
  ['accessibility attributes (aria-*, role, id, title)', / (?:aria-[a-z]+|role|id|title)="[^"]*"/g],
  ['analytics attributes (data-*)', / data-[a-z]+="[^"]*"/g],
  ['link attributes (target, rel, download)', / target="_blank"| rel="[^"]*"| download(?=[ >])/g],
  ['class attributes', / class="[^"]*"/g],
  ['landmark tags (section, nav, header)', /<\/?(?:section|nav|header)\b[^>]*>/g],
];

const gz = (text: string) => gzipSync(text).length;

function partsOf(html: string): { raw: number; share: number }[] {
  const total = gz(html);
  return PARTS.map(([, pattern]) => {
    const raw = [...html.matchAll(pattern)].reduce((sum, m) => sum + m[0].length, 0);
    return { raw, share: raw ? total - gz(html.replace(pattern, '')) : 0 };
  });
}

export function printBreakdown(ours: string, baseline: string): void {
  const a = partsOf(ours);
  const b = partsOf(baseline);
  console.log('\nWhere the card page goes beyond the hand-written one (bytes; gzip share = gzip lost without it):\n');
  console.log(
    table(
      ['part', 'card raw', 'card gzip', 'hand raw', 'hand gzip', 'gzip beyond'],
      [
        ...PARTS.map(([label], i) => [label, a[i].raw, a[i].share, b[i].raw, b[i].share, a[i].share - b[i].share]),
        ['whole page', ours.length, gz(ours), baseline.length, gz(baseline), gz(ours) - gz(baseline)],
      ],
    ),
  );
}
