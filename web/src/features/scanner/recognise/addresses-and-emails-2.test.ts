import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const card = (...rows: string[]) =>
  recogniseCard(lines(['Nadia Belkacem', 60], ['Directrice Commerciale'], ...rows.map((r): [string] => [r])));

describe('recogniseCard on addresses and emails of more countries (session 15, set 13)', () => {
  it('knows a country printed in French or Spanish, never a first name or a town', () => {
    expect(card('Imm. 4, Rue Ibn Sina', '20000 Casablanca', 'Maroc').address).toBe(
      'Imm. 4, Rue Ibn Sina, 20000 Casablanca, Maroc',
    );
    expect(card('12, Avenue Habib Bourguiba', '1000 Tunis', 'Tunisie').address).toBe(
      '12, Avenue Habib Bourguiba, 1000 Tunis, Tunisie',
    );
    expect(card('Calle Mayor 5', '28013 Madrid', 'Marruecos').address).toBe('Calle Mayor 5, 28013 Madrid, Marruecos');
    // "Granada" is a town of Spain (and Grenada in Spanish): a reader in Spain gets a Spanish number.
    const granada = recogniseCard(lines(['Calle Reyes Católicos 4'], ['18009 Granada'], ['T 958 22 33 44']), {
      defaultCountry: 'ES',
    });
    expect(granada).toMatchObject({ address: 'Calle Reyes Católicos 4, 18009 Granada', phones: ['+34 958 22 33 44'] });
  });

  it('joins a mailbox to the domain on the next line when the card prints that domain again', () => {
    expect(card('nadia_b', 'atlasoliveexport.com.tn', '3000 Sfax', 'www.atlasoliveexport.com.tn').emails).toEqual([
      'nadia_b@atlasoliveexport.com.tn',
    ]);
    expect(card('nadia', 'kourionlegal.com.cy - kourionlegal.com.cy')).toMatchObject({
      emails: ['nadia@kourionlegal.com.cy'],
      website: 'kourionlegal.com.cy',
    });
    expect(card('nadiabelkacem', 'titicacatextil.com.bo', 'titicacatextil.com.bo').emails).toEqual([
      'nadiabelkacem@titicacatextil.com.bo',
    ]);
    // Not a word that is no name's start, nor a domain printed once.
    expect(card('innovation', 'atlasoliveexport.com.tn', 'www.atlasoliveexport.com.tn').emails).toEqual([]);
    expect(card('nadia_b', 'atlasoliveexport.com.tn').emails).toEqual([]);
  });

  it('closes a space read inside a domain after its first letter or after "www."', () => {
    expect(card('nadia@d jerbamarine.com.tn', 'www.skeletoncoast fisheries.com.na')).toMatchObject({
      emails: ['nadia@djerbamarine.com.tn'],
      website: 'www.skeletoncoastfisheries.com.na',
    });
    expect(card('www.andescacao com.ec').website).toBe('www.andescacao.com.ec');
  });

  it('reads a cent sign as the c or é it stands for, and knows offices, floors and long town names', () => {
    expect(card('Oficentro La Sabana, Edificio 4, Piso 2', 'San Jos¢ 10108', 'Costa Rica').address).toBe(
      'Oficentro La Sabana, Edificio 4, Piso 2, San José 10108, Costa Rica',
    );
    expect(card('Av. Mariscal López 1234 ¢/ Brasil', 'Asunción 1209', 'Paraguay').address).toBe(
      'Av. Mariscal López 1234 c/ Brasil, Asunción 1209, Paraguay',
    );
    expect(card('Spyrou Kyprianou 67', 'Office 431', '6016 Larnaca', 'Cyprus').address).toBe(
      'Spyrou Kyprianou 67, Office 431, 6016 Larnaca, Cyprus',
    );
    expect(card('Calle 21 de Mayo N° 340', 'Santa Cruz de la Sierra', 'Bolivia').address).toBe(
      'Calle 21 de Mayo N° 340, Santa Cruz de la Sierra, Bolivia',
    );
  });

  it('takes a building on a street named by its kind over the postcode line, not a company or a title', () => {
    expect(card('Immeuble Les Palmiers, Rue du Lac Léman', '1053 Tunis', 'Tunisie').address).toBe(
      'Immeuble Les Palmiers, Rue du Lac Léman, 1053 Tunis, Tunisie',
    );
    expect(card('Level Manager, Place Strategy', '1053 Tunis', 'Tunisie').address).toBe('1053 Tunis, Tunisie');
  });

  it('sets a mailbox right by the name run together and cut anywhere, or spelled with the last name’s initial', () => {
    const read = (name: [string, number?, number?], email: [string, number?, number?]) =>
      recogniseCard(lines(name, ['Country Director'], email)).emails;
    expect(read(['Karim Benjelloun', 70], ['karimben jelloun@maghrebsolaire.ma'])).toEqual([
      'karimbenjelloun@maghrebsolaire.ma',
    ]);
    expect(read(['Mariela Vargas', 70, 96], ['maricla_v@chiquitanoagro.com.bo', 30, 70])).toEqual([
      'mariela_v@chiquitanoagro.com.bo',
    ]);
    // An underscore the name's ways lack is no slip.
    expect(read(['Johannes Kambonde', 70, 96], ['johannes_k@coastfisheries.com.na', 30, 60])).toEqual([
      'johannes_k@coastfisheries.com.na',
    ]);
  });
});
