import { fold, isFreeMailBrand, withoutAccents } from './text';

/** The domains of the card's emails and site, without the free mail providers, as one word each. */
export function brandWords(emails: readonly string[], websites: readonly string[]): string[] {
  const hosts = [
    ...emails.map((e) => e.split('@')[1] ?? ''),
    ...websites.map((w) => w.replace(/^https?:\/\//, '').split('/')[0]),
  ];
  return hosts
    .map((host) => host.replace(/^www\./, '').split('.')[0])
    .filter((brand) => brand.length >= 3 && !isFreeMailBrand(brand));
}

/** Does the line spell (a good part of) the brand in the email domain or web address? */
export function matchesBrand(text: string, brands: readonly string[]): boolean {
  const line = fold(text);
  if (line.length < 3) return false;
  // Its first words' initials and the rest whole ("PORTO-NOVO IMPRIMERIE" on pnimprimerie.bj).
  const words = withoutAccents(text)
    .toLowerCase()
    .split(/[\s-]+/)
    .map(fold)
    .filter(Boolean);
  const initialled = words.slice(1).map(
    (_, k) =>
      words
        .slice(0, k + 1)
        .map((w) => w[0])
        .join('') + words.slice(k + 1).join(''),
  );
  return brands.some(
    (brand) =>
      line.includes(brand) ||
      (brand.length >= 6 && initialled.includes(brand)) ||
      (brand.includes(line) && line.length >= 4) ||
      (brand.length >= 5 && line.startsWith(brand.slice(0, 4)) && brand.startsWith(line.slice(0, 4))),
  );
}
