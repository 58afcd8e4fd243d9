import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(22);

describe('recogniseCard on the contact lines set 21 lost with their lines read (session 23)', () => {
  it('takes out the spaces the engine read inside an email and a web address alone on their line', () => {
    const read = recogniseCard(
      lines(
        ['Maputo Cargo Lda.', 30, 90],
        ['Pedro Machado', 40, 92],
        ['pe dro. mach ado@maputo cargo. co. mz', 20, 70],
        ['www. map uto cargo. co. mz', 20, 75],
      ),
    );
    expect(read.emails).toEqual(['pedro.machado@maputocargo.co.mz']);
    expect(read.website).toBe('www.maputocargo.co.mz');
    // A lone letter first is an initial and its dot; a host without "www." joins when read surely.
    const initial = recogniseCard(
      lines(['Sipho Nkosi', 40, 92], ['s nkosi@ubuntu freight co za', 20, 70], ['ubuntu fre ight. co. za', 20, 80]),
    );
    expect(initial.emails).toEqual(['s.nkosi@ubuntufreight.co.za']);
    expect(initial.website).toBe('ubuntufreight.co.za');
    // Words in small letters before a host are no host's pieces.
    expect(recogniseCard(lines(['find us at vila mar ket. vu', 20, 90])).website).toBe('');
    // A label's letter stays apart, and two long pieces wait for the name to tell the dot.
    const label = recogniseCard(lines(['Ana Lima', 40, 92], ['e. ana@limaweb.pt', 20, 90]));
    expect(label.emails).toEqual(['ana@limaweb.pt']);
  });

  it("puts back a site's 'www.' read as other strokes, and an '@' read as a capital E or a small letter", () => {
    const www = recogniseCard(
      lines(['Cedar Logistics SAL', 30, 90], ['lina@cedarlogistics.lb', 20, 85], ['wi. cedarlogistics. lb', 20, 80]),
    );
    expect(www.website).toBe('www.cedarlogistics.lb');
    expect(recogniseCard(lines(['waw.andesminera.cl', 20, 80])).website).toBe('www.andesminera.cl');
    expect(recogniseCard(lines(['awww.mekongbuild.com.kh', 20, 80])).website).toBe('www.mekongbuild.com.kh');
    const capital = recogniseCard(
      lines(['Omar Saleh', 40, 92], ['omar.salehEcedarlogistics.lb', 20, 60], ['wuny. cedarlogistics.lb', 20, 70]),
    );
    expect(capital.emails).toEqual(['omar.saleh@cedarlogistics.lb']);
    expect(capital.website).toBe('www.cedarlogistics.lb');
    const small = recogniseCard(
      lines(
        ['Cedar Logistics SAL', 30, 90],
        ['omarsalehfcedarlogistics lb', 20, 60],
        ['www cedarlogistics.lb', 20, 70],
      ),
    );
    expect(small.emails).toEqual(['omarsaleh@cedarlogistics.lb']);
    expect(small.unsure).toContain('emails');
    // A capital G, beside a site with its scheme and an icon's mark; a small letter beside "www balaton hu".
    const scheme = recogniseCard(
      lines(['Awa Ndiaye', 40, 92], ['awa.ndiayeGdakarport.sn', 20, 80], ['® https://www.dakarport.sn', 20, 80]),
    );
    expect(scheme.emails).toEqual(['awa.ndiaye@dakarport.sn']);
    const hungary = recogniseCard(
      lines(['Bela Kovacs', 40, 92], ['bkovacsibalaton hy', 20, 60], ['www balaton hu', 20, 50]),
    );
    expect(hungary.emails).toEqual(['bkovacs@balaton.hu']);
    // Without a second reading of the domain nothing is taken for an email.
    expect(recogniseCard(lines(['omarsalehfcedarlogistics.lb', 20, 60])).emails).toEqual([]);
  });

  it("reads a site in capitals after 'www.', and a site's own reading a slip off an email's, the company telling", () => {
    const capitals = recogniseCard(lines(['Spice Bay Villas', 30, 90], ['www. SPicebay. gd', 20, 70]));
    expect(capitals.website).toBe('www.spicebay.gd');
    // The site's reading is right where the company spells it, the email's where the company spells that.
    const site = recogniseCard(
      lines(['Tundra Logistics LLP', 30, 95], ['aigul@tundralogistiks.kz', 20, 80], ['tundralogistics.Kz', 20, 60]),
    );
    expect([site.emails, site.website]).toEqual([['aigul@tundralogistics.kz'], 'tundralogistics.kz']);
    const email = recogniseCard(
      lines(['Tundra Logistics LLP', 30, 95], ['aigul@tundralogistics.kz', 20, 80], ['tundralogistiks Kz', 20, 60]),
    );
    expect([email.emails, email.website]).toEqual([['aigul@tundralogistics.kz'], 'tundralogistics.kz']);
  });

  it("reads a domain's ending whose 'l' was read as a bar at the line's end, and the card's numbers in its country", () => {
    const read = recogniseCard(
      lines(
        ['Ana Soares', 40, 92],
        ['7712 3456', 20, 95],
        ['ana.soares@dilicoffee. t|', 20, 70],
        ['www. dilicoffee. t|', 20, 70],
      ),
    );
    expect([read.emails, read.website, read.phones]).toEqual([
      ['ana.soares@dilicoffee.tl'],
      'www.dilicoffee.tl',
      ['+670 7712 3456'],
    ]);
  });

  it("reads a country's ending a look-alike letter off the card's own as the card's", () => {
    const read = recogniseCard(
      lines(['Lempa Market S.A. de C.V.', 30, 90], ['Tel. +503 2263 4410', 20, 90], ['lempamarket.com.sy', 20, 80]),
    );
    expect(read.website).toBe('lempamarket.com.sv');
    const unsure = recogniseCard(
      lines(['Lempa Market S.A. de C.V.', 30, 90], ['Tel. +503 2263 4410', 20, 90], ['lempamarket.com.su', 20, 35]),
    );
    expect(unsure.website).toBe('lempamarket.com.sv');
    // The dot before "co" of a country whose firms are named under "co." only.
    const uganda = recogniseCard(lines(['jane.okello@entebbefreightco.ug', 20, 80], ['entebbefreightco.ug', 20, 80]));
    expect([uganda.emails, uganda.website]).toEqual([['jane.okello@entebbefreight.co.ug'], 'entebbefreight.co.ug']);
    expect(recogniseCard(lines(['www.tabasco.mx', 20, 90])).website).toBe('www.tabasco.mx');
    const qatar = recogniseCard(lines(['Tel +974 4412 3456', 20, 90], ['www.dohapearl.com.ga', 20, 85]));
    expect(qatar.website).toBe('www.dohapearl.com.qa');
    // Another country's real ending on a card of another country stays.
    const abroad = recogniseCard(lines(['Tel. +49 30 4081 2270', 20, 90], ['www.nordhafen.dk', 20, 90]));
    expect(abroad.website).toBe('www.nordhafen.dk');
  });

  it("reads a number's 9, 5 and 8 read as g, S and B, and a short number alone where the country has no longer", () => {
    const read = recogniseCard(lines(['Tel +298 31 4S 92', 20, 80], ['Mob +383 44 12g 345', 20, 80]));
    expect(read.phones).toEqual(['+298 31 45 92', '+383 44 129 345']);
    // A label's word read against its number: its "l" is no "1".
    expect(recogniseCard(lines(['Tel911 204 311', 20, 85], ['28013 Madrid, España', 20, 90])).phones).toEqual([
      '+34 911 20 43 11',
    ]);
    // A number's last pair read as letters after a pair of digits.
    expect(recogniseCard(lines(['Mob : +213 770 12 34 go', 20, 85])).phones).toEqual(['+213 770 12 34 90']);
    const vanuatu = recogniseCard(
      lines(['Lini Highway, PO Box 12', 20, 90], ['Port Vila, Vanuatu', 20, 90], ['24518', 20, 85]),
    );
    expect(vanuatu.phones).toEqual(['+678 24518']);
    // A German postcode alone on its line is none: German numbers run longer.
    const german = recogniseCard(lines(['Tel. +49 30 4081 2270', 20, 90], ['10115', 20, 90]));
    expect(german.phones).toEqual(['+49 30 40812270']);
  });
});

describe('recogniseCard on the addresses set 21 lost with their lines read (session 23)', () => {
  it("reads a Faroese postcode after the country's letters and its street's 'gøta' read without the 'ø'", () => {
    const read = recogniseCard(
      lines(['Tel +298 31 45 92', 20, 90], ['Jóannesar Paturssonar gota 8', 20, 85], ['FO-110 Tórshavn', 20, 85]),
    );
    expect(read.address).toBe('Jóannesar Paturssonar gøta 8, FO-110 Tórshavn');
  });

  it("reads a Salvadoran 'Pasaje' and 'El Salvador' with its E read as a pound sign, past an email", () => {
    const read = recogniseCard(
      lines(
        ['Cel. +503 7012 3456', 20, 90],
        ['Colonia San Benito, Pasaje 4 #12', 20, 85],
        ['ana@gmail.com', 20, 85],
        ['San Salvador, £1 Salvador', 20, 90],
      ),
    );
    expect(read.address).toBe('Colonia San Benito, Pasaje 4 #12, San Salvador, El Salvador');
  });

  it('reads a street named by its kind and its district, with no number, over the town and its island', () => {
    const read = recogniseCard(
      lines(
        ['Lina Kalo', 40, 92],
        ['Manager', 22, 92],
        ['Rue Carnot, Tassiriki', 20, 90],
        ['Port Vila, £fate', 20, 90],
      ),
    );
    expect(read.address).toBe('Rue Carnot, Tassiriki, Port Vila, Efate');
    // A name and a title under it are no places.
    expect(recogniseCard(lines(['Rue Carnot, Tassiriki', 20, 90], ['Marketing Manager, Sales', 20, 90])).address).toBe(
      '',
    );
  });

  it("reads Lesotho's three-digit postcode after the places, and a mailbox's first piece as no line between", () => {
    const maseru = recogniseCard(
      lines(['12 Kingsway Road', 20, 90], ['t.mokoena@basotho.co.ls', 20, 85], ['Maseru Central, Maseru 100', 20, 90]),
    );
    expect(maseru.address).toBe('12 Kingsway Road, Maseru Central, Maseru 100');
    const grenada = recogniseCard(
      lines(
        ['Kerry Noel', 40, 92],
        ['Lagoon Main Road', 20, 95],
        ['kerry noel@spiceisle.gd', 20, 83],
        ['St. George, Grenada, W.I', 20, 85],
      ),
    );
    expect(grenada.address).toBe('Lagoon Main Road, St. George, Grenada, W.I');
    expect(grenada.emails).toEqual(['kerry.noel@spiceisle.gd']);
  });

  it("reads a box's district again after the town where it was read as letters, and a mailbox's word read more surely than the name", () => {
    const box = recogniseCard(lines(['Avenue Kwame Nkrumah, Lot 12', 20, 90], ['01 BP 1234 Ouagadougou ox', 20, 80]));
    expect(box.address).toBe('Avenue Kwame Nkrumah, Lot 12, 01 BP 1234 Ouagadougou 01');
    const mailbox = recogniseCard(
      lines(['Devan Baptiste', 40, 70], ['Sales', 20, 90], ['devon baptiste@spiceisle.gd', 20, 85]),
    );
    expect(mailbox.emails).toEqual(['devon.baptiste@spiceisle.gd']);
  });
});
