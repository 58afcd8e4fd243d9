import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(34);

describe('recogniseCard on numbers set 18 lost with their lines read (session 20)', () => {
  it("takes a labelled number shorter than seven digits when it is whole in the card's country", () => {
    const samoa = recogniseCard(
      lines(
        ['Tavita Faleolo', 65],
        ['Ph 24684'],
        ['Mob 757 9546'],
        ['www.apiafresh.ws'],
        ['Level 2, SNPF Plaza'],
        ['Apia, Samoa'],
      ),
    );
    expect(samoa.phones).toEqual(['+685 24684', '+685 75 79546']);
    expect(samoa.address).toBe('Level 2, SNPF Plaza, Apia, Samoa');
    const suriname = recogniseCard(
      lines(['Priya Eersel', 86], ['Tel: 497-243'], ['Henck Arronstraat 58'], ['Paramaribo, Suriname']),
    );
    expect(suriname.phones).toEqual(['+597 497 243']);
    // Unlabelled, five digits stay a postcode.
    expect(recogniseCard(lines(['Tavita Faleolo', 65], ['24684 Apia'], ['Samoa'])).phones).toEqual([]);
  });

  it('reads the Uzbek label "Ish" (work) as a number\'s', () => {
    const read = recogniseCard(
      lines(
        ['Sherzod Abdullayev', 66],
        ['Ish: 71 507 47 34'],
        ['www.silkroadtextile.uz'],
        ["Amir Temur ko'chasi, 79"],
        ['Yunusobod tumani, Toshkent 100000'],
      ),
    );
    expect(read.phones).toEqual(['+998 71 507 47 34']);
    expect(read.address).toBe("Amir Temur ko'chasi, 79, Yunusobod tumani, Toshkent 100000");
  });

  it("reads numbers in the country of the firm's site, not of a webmail's", () => {
    const read = recogniseCard(
      lines(['Jasmin Frick', 63], ['2330120'], ['jasminf@gmx.ch'], ['www.rheintal-treuhand.li'], ['Landstrasse 42']),
    );
    expect(read.phones).toEqual(['+423 233 01 20']);
  });

  it("takes a lower-case host alone on its line under a country's ending as the site, and reads numbers in its country", () => {
    const read = recogniseCard(
      lines(['RAZAFINDRAKOTO Lalao', 83], ['Fixe 02022 02052'], ['0337766964'], ['vanillesambava.mg']),
    );
    expect(read.website).toBe('vanillesambava.mg');
    expect(read.phones).toEqual(['+261 20 22 020 52', '+261 33 77 669 64']);
    // Words with a dot inside a line are no site.
    expect(recogniseCard(lines(['Lalao Razafindrakoto', 83], ['Projets.mg et ventes'])).website).toBe('');
  });

  it('reads numbers in Liechtenstein on a card with its "FL-" postcode', () => {
    const read = recogniseCard(
      lines(['Sabine Negele', 70], ['Mobil 798 51 98'], ['sabine@gmx.ch'], ['Landstrasse 87'], ['FL-9495 Triesen']),
    );
    expect(read.phones).toEqual(['+423 798 51 98']);
  });
});

describe('recogniseCard past a column of icons read as characters (session 20)', () => {
  it('drops the "8" or "B" each contact line opens with', () => {
    const read = recogniseCard(
      lines(
        ['Tendai Ncube', 78],
        ['Managing Director'],
        ['B Tel: 0242 478 790'],
        ['8 tendain@zol.co.zw'],
        ['8 www hararprint.co.zw'],
        ['8 71 Samora Machel Avenue'],
        ['#8 Harare, Zimbabwe'],
      ),
    );
    expect(read.address).toBe('71 Samora Machel Avenue, Harare, Zimbabwe');
    expect(read.phones).toEqual(['+263 24 2478790']);
  });

  it('drops a "B" glued to the house number in such a column', () => {
    const read = recogniseCard(
      lines(
        ['RAVELOJAONA Tiana', 32],
        ['8 travelojaona@nosybeocean.mg'],
        ['8 www.nosybeocean.mg'],
        ['B15 rue Colbert, Antaninarenina'],
        ['8 101 Antananarivo, Madagascar'],
      ),
    );
    expect(read.address).toBe('15 rue Colbert, Antaninarenina, 101 Antananarivo, Madagascar');
  });

  it('keeps a house number 8 on a card without such a column', () => {
    const read = recogniseCard(
      lines(
        ['Claire Martin', 70],
        ['Tel: 01 42 68 53 00'],
        ['claire@atelier.fr'],
        ['8 Rue de la Paix'],
        ['75002 Paris'],
      ),
    );
    expect(read.address).toBe('8 Rue de la Paix, 75002 Paris');
  });
});

describe('recogniseCard on titles set 18 lost with their lines read (session 20)', () => {
  it('knows German "-leitung" titles, the Samoan "Pule", Uzbek "Menejer" and "Proprietor"', () => {
    const german = recogniseCard(
      lines(
        ['T', 51],
        ['homas Wohlwend', 65],
        ['Mitglied der Geschaftsleitung', 41],
        ['Alpenblick Vermogensverwaltung AG', 28],
      ),
    );
    expect(german.jobTitle).toBe('Mitglied der Geschaftsleitung');
    expect(recogniseCard(lines(['Tavita Faleolo', 65], ['Pule Sili'], ['Apia Fresh Produce Ltd'])).jobTitle).toBe(
      'Pule Sili',
    );
    expect(recogniseCard(lines(['Nodira Yusupova', 67], ['Menejer'], ['Chorsu Trade MChJ'])).jobTitle).toBe('Menejer');
    const owner = recogniseCard(
      lines(['Thunder Dragon Handicrafts', 56], ['9 & Proprietor', 47], ['Dechen Penjor', 87]),
    );
    expect(owner.jobTitle).toBe('Proprietor');
    expect(owner.company).toBe('Thunder Dragon Handicrafts');
  });

  it('drops large quotation marks read as symbols or a letter or two before the title', () => {
    const title = (line: string) =>
      recogniseCard(lines(['Andry Rakotomalala', 75], [line], ['Tana Logistique', 47])).jobTitle;
    expect(title('a é Directeur Général')).toBe('Directeur Général');
    expect(title('& & Director General')).toBe('Director General');
    expect(title('a rd Pule Sili')).toBe('Pule Sili');
  });

  it("joins a title's second line naming a division, a desk or a trade", () => {
    const title = (second: string) =>
      recogniseCard(
        lines(['Sisouk SAYASITH', 82], ['Sales Executive', 31], [second, 31], ['Xieng Thong Travel Co., Ltd', 45]),
      ).jobTitle;
    expect(title('Hotels & Resorts')).toBe('Sales Executive Hotels & Resorts');
    expect(title('Tourism Division')).toBe('Sales Executive Tourism Division');
    expect(title('Agribusiness')).toBe('Sales Executive Agribusiness');
  });
});

describe('recogniseCard on addresses set 18 lost with their lines read (session 20)', () => {
  it('keeps a town alone under a plot\'s number, which is no postcode ("Stand 8583")', () => {
    const read = recogniseCard(
      lines(['Chipo Ncube', 86], ['Stand 5688, Msasa Industrial'], ['chipon@hararprint.co.zw'], ['Harare']),
    );
    expect(read.address).toBe('Stand 5688, Msasa Industrial, Harare');
  });

  it('takes places over the line with the postcode, past a line of the other column', () => {
    expect(recogniseCard(lines(['Pema Dorji', 71], ['Olathang, Paro'], ['Paro 12001, Bhutan'])).address).toBe(
      'Olathang, Paro, Paro 12001, Bhutan',
    );
    expect(
      recogniseCard(lines(['Olathang, Paro', 39], ['Ugyen Namgyel', 70], ['Paro 12001, Bhutan'], ['Marketing Officer']))
        .address,
    ).toBe('Olathang, Paro, Paro 12001, Bhutan');
    // A title with its region is no place.
    expect(recogniseCard(lines(['Pema Dorji', 71], ['Sales Manager, Asia'], ['Paro 12001, Bhutan'])).address).toBe(
      'Paro 12001, Bhutan',
    );
  });

  it("takes a Malagasy lot with its Roman numeral, read as 'Il' or '11'", () => {
    const read = recogniseCard(
      lines(['Voahangy Rasoanaivo', 56], ['Lot Il J 144 lvandry'], ['Antananarivo 101, Madagascar']),
    );
    expect(read.address).toBe('Lot II J 144 Ivandry, Antananarivo 101, Madagascar');
  });

  it('takes a street named without a number over places and the country', () => {
    expect(
      recogniseCard(lines(['Kareem Gillett', 54], ['Coconut Drive, San Pedro Town'], ['Ambergris Caye, Belize']))
        .address,
    ).toBe('Coconut Drive, San Pedro Town, Ambergris Caye, Belize');
    expect(
      recogniseCard(lines(['Fetu Tuilagi', 80], ['Beach Road. Matautu'], ['PO Box 218. Apia. Samoa'])).address,
    ).toBe('Beach Road. Matautu, PO Box 218. Apia. Samoa');
  });

  it('reads "C.A." (Central America) after the country as the address\'s end', () => {
    const read = recogniseCard(
      lines(
        ['74 Regent Street'],
        ['Kareem Castillo', 64],
        ['Belize City, Belize, C.A'],
        ['Gerente de Ventas'],
        ['604-1779'],
      ),
    );
    expect(read.address).toBe('74 Regent Street, Belize City, Belize, C.A');
    expect(read.jobTitle).toBe('Gerente de Ventas');
    expect(read.phones).toEqual(['+501 604 1779']);
  });
});

describe('recogniseCard on companies set 18 lost with their lines read (session 20)', () => {
  const company = (line: string) =>
    recogniseCard(lines(['Ingrid Sewdien', 64], [line, 37], ['Hoofd Verkoop', 30], ['Paramaribo'])).company;

  it("puts back legal forms the engine misread: 'Lid.', 'N. V.', 'NV.'", () => {
    const belize = recogniseCard(
      lines(
        ['Barrier Reef Adventures Lid.', 36],
        ['www.barrierreefadv.bz'],
        ['Kareem Castillo', 64],
        ['Gerente de Ventas'],
      ),
    );
    expect(belize.company).toBe('Barrier Reef Adventures Ltd.');
    expect(company('Zambezi Agro (Pvt) Lid')).toBe('Zambezi Agro (Pvt) Ltd');
    const rice = recogniseCard(
      lines(
        ['Ingrid Sewdien', 64],
        ['Suriname Rijst N. V.', 37],
        ['Hootd Verkoop'],
        ['ingrid.sewdien@surinamerijst.sr'],
      ),
    );
    expect(rice.company).toBe('Suriname Rijst N.V.');
    expect(company('Saramacca Logistics NV.')).toBe('Saramacca Logistics N.V.');
  });

  it("knows Liechtenstein's 'Anstalt', and an '&' read as '6' between two names", () => {
    expect(company('Frick 6 Buchel Anstalt')).toBe('Frick & Buchel Anstalt');
    expect(company('Gulf Pearl Trading Co. W.L.L.')).toBe('Gulf Pearl Trading Co. W.L.L.');
  });

  it('knows trades as company words: a firm set smaller than the name with no legal form or domain read', () => {
    const read = recogniseCard(
      lines(
        ['Thunder Dragon Handicrafts', 39],
        ['unamgyel@thunder dragoncrafts bt'],
        ['Ugyen Namgyel', 70],
        ['Marketing Officer'],
      ),
    );
    expect(read.company).toBe('Thunder Dragon Handicrafts');
    expect(recogniseCard(lines(['MOANA PACIFIC FREIGHT', 27], ['Sina Tuiasosopo', 46], ['Pule Sili'])).company).toBe(
      'MOANA PACIFIC FREIGHT',
    );
  });
});

describe('recogniseCard on mail and site addresses set 18 lost with their lines read (session 20)', () => {
  it('reads an "@" read as "®" and "@" both, and the site beside it stays the site', () => {
    const read = recogniseCard(
      lines(
        ['Phetsamone Phommachanh', 62],
        ['phetsamone®@laotel.com'],
        ['champatrading.com.la'],
        ['Managing Director'],
      ),
    );
    expect(read.emails).toEqual(['phetsamone@laotel.com']);
    expect(read.website).toBe('champatrading.com.la');
  });

  it('reads a "|" for the "l" of a country\'s ending, and the numbers in that country', () => {
    const read = recogniseCard(
      lines(
        ['Sisouk SAYASITH', 82],
        ['Office: 021-545196'],
        ['xiengthongtravel.com.|a'],
        ['Vientiane Capital, Lao POR'],
      ),
    );
    expect(read.website).toBe('xiengthongtravel.com.la');
    expect(read.phones).toEqual(['+856 21 545 196']);
  });

  it('reads a space after "www" as its dot', () => {
    const read = recogniseCard(lines(['Ugyen Namgyel', 70], ['www thunderdragoncrafts bt'], ['Paro 12001, Bhutan']));
    expect(read.website).toBe('www.thunderdragoncrafts.bt');
  });

  it('reads a space after "www" as its dot after a scheme, and an underscore read with it (sets 16–17)', () => {
    const scheme = recogniseCard(
      lines(
        ['MUTABAZI Olivier', 60],
        ['olivier_mutabazi@yahoo.fr'],
        ['http://www millecollinestech.rw'],
        ['KG 7 Ave. Kigali'],
      ),
    );
    expect(scheme.website).toBe('http://www.millecollinestech.rw');
    const underscore = recogniseCard(
      lines(['DORJ Temuulen', 51], ['dorjt@gmail. com'], ['www _khangaimining.mn', 28, 56], ['Ulaanbaatar 17051']),
    );
    expect(underscore.website).toBe('www.khangaimining.mn');
  });

  it("reads a comma for the dot before a country's two letters ('com, np')", () => {
    const read = recogniseCard(
      lines(
        ['Managing Director', 31],
        ['bikash@shresthatraders.com.np', 30],
        ['www. shresthatraders. com, np', 26, 70],
        ['Lalitpur 44700, Nepal', 30],
      ),
    );
    expect(read.website).toBe('www.shresthatraders.com.np');
    expect(read.emails).toEqual(['bikash@shresthatraders.com.np']);
  });

  it("reads a scheme whose second slash was read as a letter ('http:/Awww.', 'hittp:/Awww.')", () => {
    const read = recogniseCard(
      lines(
        ['Masego Kgosi', 42],
        ['masego kgosi@tswelelo.co.bw', 21, 86],
        ['http-/Awww.tswelelo.co.bw', 19, 35],
        ['Private Bag BR312, Gaborone, Botswana'],
      ),
    );
    expect(read.website).toBe('http://www.tswelelo.co.bw');
    const cambodia = recogniseCard(
      lines(['KEO Sreymom', 43], ['sreymom_keo@angkorbuild.com kh'], ['hittp:/Awww.angkorbuild.com kh', 22, 46]),
    );
    expect(cambodia.website).toBe('http://www.angkorbuild.com.kh');
  });
});
