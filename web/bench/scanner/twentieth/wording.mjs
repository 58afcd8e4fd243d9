// One person's card from a country's pools: the lines as printed and the truth, which holds every
// printed field exactly as printed (a title or address on two lines joined by a space or a comma)
// and phones in E.164.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const fold = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .toLowerCase();
const slug = (s) => fold(s).replace(/[^a-z0-9]/g, '');

/** A number of the kind asked, valid by the full metadata; its national digits drawn from the country's leading digits. */
function drawNumber(r, country, kind) {
  const { prefixes, length } = country[kind];
  const want = kind === 'mobile' ? ['MOBILE', 'FIXED_LINE_OR_MOBILE'] : ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'];
  for (let tries = 0; tries < 500; tries++) {
    const prefix = r.pick(prefixes);
    const national = prefix + r.digits(length - prefix.length);
    const number = parsePhoneNumberFromString(national, country.code);
    if (number?.isValid() && want.includes(number.getType())) return number;
  }
  throw new Error(`no ${kind} number for ${country.code}`);
}

function phoneLine(r, country, kind) {
  const number = drawNumber(r, country, kind);
  const text = r.chance(country.international) ? number.formatInternational() : number.formatNational();
  return { label: r.pick(country.labels[kind]), text, e164: number.number, kind };
}

const EMAIL_LABEL = {
  en: ['Email:', 'E:', 'E-mail:'],
  fr: ['E-mail :', 'Courriel :', 'Email :'],
  es: ['Correo:', 'E-mail:', 'Email:'],
  da: ['E-mail:', 'Mail:'],
};
const WEB_LABEL = { en: ['Web:', 'W:'], fr: ['Site :', 'Web :'], es: ['Web:', 'Sitio:'], da: ['Web:', 'www'] };

/** Splits a long title on two lines at the space nearest its middle. */
function titleLines(title, r) {
  if (title.length < 22 || !r.chance(0.5)) return [title];
  const spaces = [...title.matchAll(/ /g)].map((m) => m.index);
  const cut = spaces.reduce((best, i) =>
    Math.abs(i - title.length / 2) < Math.abs(best - title.length / 2) ? i : best,
  );
  return [title.slice(0, cut), title.slice(cut + 1)];
}

export function drawPerson(r, country) {
  const gender = r.chance(0.5) ? 'f' : 'm';
  const firstName = r.pick(country.first[gender]);
  let lastName = r.pick(country.last);
  if (country.twoSurnames) lastName = `${lastName} ${r.pick(country.last.filter((s) => s !== lastName))}`;
  const title = titleLines(r.pick(country.titles(gender)), r);
  const brand = r.pick(country.brands);
  const trade = r.pick(country.trades);
  const form = r.chance(0.85) ? r.pick(country.forms) : '';
  const company = [brand, trade, form].filter(Boolean).join(' ');
  const domain = `${slug(brand)}${r.chance(0.4) ? slug(trade.split(' ')[0]) : ''}${r.pick(country.tld)}`;

  const phones = [phoneLine(r, country, 'mobile')];
  if (r.chance(0.55)) phones.push(phoneLine(r, country, r.chance(0.7) ? 'fixed' : 'mobile'));
  if (phones.length === 2 && phones[1].e164 === phones[0].e164) phones.pop();

  const first = slug(firstName.split(/[ -]/)[0]);
  const last = slug(lastName.split(' ')[0]);
  const firm = r.pick([`${first}.${last}`, `${first[0]}${last}`, first, `${first}${last[0]}`]);
  const emails = [r.chance(0.2) ? `${first}${last}${r.int(1, 99)}@${r.pick(country.webmail)}` : `${firm}@${domain}`];
  if (r.chance(0.15)) emails.push(`${r.pick(['info', 'contact', 'office', 'sales'])}@${domain}`);
  const website = r.chance(0.75) ? `${r.chance(0.8) ? 'www.' : ''}${domain}` : '';
  const address = r.chance(0.85) ? country.addresses(r) : [];

  const card = {
    name: `${firstName} ${lastName}`,
    title,
    company,
    brand,
    phones,
    emails: emails.map((text) => ({ label: r.chance(0.35) ? r.pick(EMAIL_LABEL[country.language]) : '', text })),
    website: website ? { label: r.chance(0.25) ? r.pick(WEB_LABEL[country.language]) : '', text: website } : null,
    address,
  };
  const truth = {
    firstName,
    lastName,
    jobTitle: title.join(' '),
    company,
    emails,
    phones: phones.map((p) => p.e164),
    website,
    address: address.join(', '),
  };
  return { card, truth };
}

/** Every character the card prints, to check a face has them all. */
export function printedText(card) {
  return [
    card.name,
    ...card.title,
    card.company,
    card.brand,
    ...card.phones.flatMap((p) => [p.label, p.text]),
    ...card.emails.flatMap((e) => [e.label, e.text]),
    card.website?.label ?? '',
    card.website?.text ?? '',
    ...card.address,
  ].join('');
}
