import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(34);

describe('recogniseCard on address shapes that hold in any country (session 11)', () => {
  it('takes a P.O. box with its district code, and puts back a zero read for its O', () => {
    expect(recogniseCard(lines(['Amani Otieno', 60], ['P.O. Box 40231-00200, Mombasa'])).address).toBe(
      'P.O. Box 40231-00200, Mombasa',
    );
    expect(recogniseCard(lines(['Amani Otieno', 60], ['P.0. Box 5512, Doha'])).address).toBe('P.O. Box 5512, Doha');
    // Ten digits with no box before them are still a number to call, not an address.
    expect(recogniseCard(lines(['Amani Otieno', 60], ['Office 4023100200'])).address).toBe('');
  });

  it('joins a street named before its kind, a floor with its building and places, and a lot or unit line above the postcode', () => {
    const road = recogniseCard(
      lines(['Amani Otieno', 60], ['Moi Avenue, Kilimani,'], ['P.O. Box 3321-00100, Nairobi']),
    );
    expect(road.address).toBe('Moi Avenue, Kilimani, P.O. Box 3321-00100, Nairobi');
    const floor = recogniseCard(
      lines(['Amani Otieno', 60], ['9th Floor, Baobab House, Upper Hill,'], ['P.O. Box 871-00100, Nairobi']),
    );
    expect(floor.address).toBe('9th Floor, Baobab House, Upper Hill, P.O. Box 871-00100, Nairobi');
    const lot = recogniseCard(lines(['Nur Aziz', 60], ['Lot 7, Jalan Ampang 3,'], ['50450 Kuala Lumpur']));
    expect(lot.address).toBe('Lot 7, Jalan Ampang 3, 50450 Kuala Lumpur');
  });

  it('takes a number-first street with its district or a floor before it, and a floor as "25F"', () => {
    const seoul = recogniseCard(lines(['Min-jun Oh', 60], ['77 Yulgok-ro, Jongno-gu,'], ['Seoul 03142']));
    expect(seoul.address).toBe('77 Yulgok-ro, Jongno-gu, Seoul 03142');
    expect(recogniseCard(lines(['Min-jun Oh', 60], ['21F, 100 Eulji-ro'], ['Seoul 04551'])).address).toBe(
      '21F, 100 Eulji-ro, Seoul 04551',
    );
    expect(recogniseCard(lines(['Ana Reyes', 60], ['31F Ayala Triangle Tower'], ['Makati City 1226'])).address).toBe(
      '31F Ayala Triangle Tower, Makati City 1226',
    );
    // A company whose name starts with a number and a capital is not a floor.
    expect(recogniseCard(lines(['Ana Reyes', 60], ['3M Company'], ['Makati City 1226'])).address).toBe(
      'Makati City 1226',
    );
  });

  it('knows Colombian street kinds, drops an icon read before the address, and reads "0f." as "Of."', () => {
    expect(recogniseCard(lines(['Camila Rojas', 60], ['Carrera 7 # 71-21, Bogotá'])).address).toBe(
      'Carrera 7 # 71-21, Bogotá',
    );
    expect(recogniseCard(lines(['Camila Rojas', 60], ['@ Carrera 11A # 93-52'])).address).toBe('Carrera 11A # 93-52');
    expect(recogniseCard(lines(['Tomás Vidal', 60], ['Av. Isidora Goyenechea 3000, 0f. 402'])).address).toBe(
      'Av. Isidora Goyenechea 3000, Of. 402',
    );
  });

  it("ends an address at any country's name, in English or its own language, and reads numbers there", () => {
    const lima = recogniseCard(lines(['Lucía Vargas', 60], ['Av. Arequipa 2450'], ['Lince, Lima 15046'], ['Perú']));
    expect(lima.address).toBe('Av. Arequipa 2450, Lince, Lima 15046, Perú');
    const zagreb = recogniseCard(
      lines(['Iva Perić', 60], ['Vlaška ulica 40'], ['10000 Zagreb'], ['Hrvatska'], ['Marketing']),
    );
    expect(zagreb.address).toBe('Vlaška ulica 40, 10000 Zagreb, Hrvatska');
    // A number without its country code is read in the country the address names.
    const manila = recogniseCard(
      lines(['Ana Reyes', 60], ['0917 555 0142'], ['Unit 5, Pearl Plaza, Pasig City 1605, Philippines']),
    );
    expect(manila.phones).toEqual(['+63 917 555 0142']);
    // "Jordan" and "Georgia" name people and a US state as often as a country.
    expect(recogniseCard(lines(['Michael Jordan', 60], ['Sales Director'])).address).toBe('');
  });

  it('takes an Argentine postcode, places with a state after a dash, and ü read as "ii" on a Turkish card', () => {
    const baires = recogniseCard(
      lines(['Sofía Paz', 60], ['Av. Santa Fe 1860, Piso 3'], ['C1123AAN CABA'], ['Argentina']),
    );
    expect(baires.address).toBe('Av. Santa Fe 1860, Piso 3, C1123AAN CABA, Argentina');
    const recife = recogniseCard(
      lines(['Ana Lima', 60], ['Rua da Aurora, 325'], ['Boa Vista, Recife - PE'], ['Brasil']),
    );
    expect(recife.address).toBe('Rua da Aurora, 325, Boa Vista, Recife - PE, Brasil');
    const ankara = recogniseCard(
      lines(['Elif Kaya', 60], ['Kiiciikesat Cad. No: 12'], ['06660 Cankaya / Ankara'], ['elif@kaya.com.tr']),
    );
    expect(ankara.address).toBe('Küçükesat Cad. No: 12, 06660 Cankaya / Ankara'.replace('ç', 'c'));
  });

  it("joins a country's second-level domain ending read with a space or a comma", () => {
    const card = recogniseCard(
      lines(['Amani Otieno', 60], ['amani@savannahgrain.co ke'], ['www.savannahgrain, co.ke']),
    );
    expect([card.emails, card.website]).toEqual([['amani@savannahgrain.co.ke'], 'www.savannahgrain.co.ke']);
    // Any country's two letters after a space, as the endings known before ("uk") still are.
    const finnish = recogniseCard(lines(['Aino Laine', 60], ['aino@revontuli fi'], ['https://www.revontuli fi']));
    expect([finnish.emails, finnish.website]).toEqual([['aino@revontuli.fi'], 'https://www.revontuli.fi']);
    expect(recogniseCard(lines(['Ann Lee', 60], ['ann@acme uk'])).emails).toEqual(['ann@acme.uk']);
    // Two letters that are no country's ending stay apart.
    expect(recogniseCard(lines(['Ann Lee', 60], ['www.acme.com or'])).website).toBe('www.acme.com');
  });

  it("keeps a street's number and a postcode read on one line out of the phone numbers", () => {
    const espoo = recogniseCard(
      lines(['Aino Laine', 60], ['Puh. 09 5824 825'], ['Tapiolantie 12 - 02100 Espoo'], ['aino@lumi.fi']),
    );
    expect([espoo.phones, espoo.address]).toEqual([['+358 9 5824825'], 'Tapiolantie 12 - 02100 Espoo']);
  });

  it('ends an address with a town alone under it when it has no postcode, but not with a name or a title', () => {
    const doha = recogniseCard(lines(['Hamad Al Thani', 64], ['Sales Manager'], ['P.O. Box 5512'], ['Doha']));
    expect([doha.address, doha.jobTitle]).toEqual(['P.O. Box 5512, Doha', 'Sales Manager']);
    const icon = recogniseCard(lines(['Camila Rojas', 64], ['@ Carrera 7 # 71-21'], ['@ Cali']));
    expect(icon.address).toBe('Carrera 7 # 71-21, Cali');
    // After a postcode the address is whole; a larger line is a name; a title stays a title.
    expect(recogniseCard(lines(['Ana Reyes', 64], ['Cebu City 6000'], ['Mandaue'])).address).toBe('Cebu City 6000');
    expect(recogniseCard(lines(['P.O. Box 5512', 34], ['Hamad Thani', 64])).address).toBe('P.O. Box 5512');
    expect(recogniseCard(lines(['Hamad Thani', 64], ['P.O. Box 5512'], ['Director'])).jobTitle).toBe('Director');
  });

  it('reads a Korean given name with its lower-case second part, and a double first name the mailbox spells', () => {
    const card = recogniseCard(lines(['Seo-jun Kim', 60], ['Research Engineer', 30], ['seojun@hanbit.co.kr', 26]));
    expect([card.firstName, card.lastName]).toEqual(['Seo-jun', 'Kim']);
    // A double first name the mailbox runs together before the dot; without the dot it says nothing.
    const ana = recogniseCard(lines(['Ana Clara Ribeiro', 60], ['anaclara.ribeiro@ipe.com.br', 26]));
    expect([ana.firstName, ana.lastName]).toEqual(['Ana Clara', 'Ribeiro']);
    const sofia = recogniseCard(lines(['Sofía Martínez García', 60], ['sofiamartinez@ipe.es', 26]));
    expect([sofia.firstName, sofia.lastName]).toEqual(['Sofía', 'Martínez García']);
  });
});
