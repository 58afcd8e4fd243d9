import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const addressOf = (...rows: string[]) =>
  recogniseCard(lines(['Birgir Jónsson', 60], ['Sales Director'], ...rows.map((r): [string] => [r]))).address;

describe('recogniseCard on address shapes that hold in any country (session 14)', () => {
  it('takes a street and a short postcode with its town over the country alone as an address', () => {
    expect(addressOf('Hafnarstræti 55', '101 Reykjavík', 'Iceland')).toBe('Hafnarstræti 55, 101 Reykjavík, Iceland');
    expect(addressOf('Borgartún 29', '600 Akureyri', 'Iceland')).toBe('Borgartún 29, 600 Akureyri, Iceland');
    // A country under a line with no number is no address, nor a department over it.
    expect(addressOf('Customer Success', 'Iceland')).toBe('');
    expect(addressOf('Team 12', 'Iceland')).toBe('');
  });

  it('takes a whole address on one line when a numbered part comes before the country', () => {
    expect(addressOf('Laugavegur 16, 105 Reykjavík, Iceland')).toBe('Laugavegur 16, 105 Reykjavík, Iceland');
    expect(addressOf('Quality and Safety, Iceland')).toBe('');
  });

  it('reads a town, a comma and the country’s letters before its code as a postcode line', () => {
    expect(addressOf('Brīvības iela 14', 'Rīga, LV-1084', 'Latvia')).toBe('Brīvības iela 14, Rīga, LV-1084, Latvia');
  });

  it('keeps a town between the street and the country, never a logo’s word, a company or a title', () => {
    expect(addressOf('Plot 304, Ali Hassan Mwinyi Road', 'Dar es Salaam', 'Tanzania')).toBe(
      'Plot 304, Ali Hassan Mwinyi Road, Dar es Salaam, Tanzania',
    );
    expect(addressOf('61 Samora Avenue', 'Arusha', 'Tanzania')).toBe('61 Samora Avenue, Arusha, Tanzania');
    expect(addressOf('Sveavägen 4', '111 21 Stockholm', 'NORRSKEN', 'Sverige')).toBe(
      'Sveavägen 4, 111 21 Stockholm, Sverige',
    );
    expect(addressOf('61 Samora Avenue', 'Serengeti Safaris Ltd', 'Tanzania')).toBe('61 Samora Avenue, Tanzania');
  });

  it('takes a street in words no rule knows right above a postcode line, not a title or a tagline', () => {
    expect(addressOf('Jl. Gatot Subroto Kav. 42', 'Jakarta Selatan 12190', 'Indonesia')).toBe(
      'Jl. Gatot Subroto Kav. 42, Jakarta Selatan 12190, Indonesia',
    );
    expect(addressOf('Av. República de El Salvador N36-99', 'Quito 170135', 'Ecuador')).toBe(
      'Av. República de El Salvador N36-99, Quito 170135, Ecuador',
    );
    expect(addressOf('20, Triq il-Merkanti', 'Sliema SLM 1817', 'Malta')).toBe(
      '20, Triq il-Merkanti, Sliema SLM 1817, Malta',
    );
    expect(addressOf('Regional Sales Manager Zone 5', 'Quito 170135', 'Ecuador')).toBe('Quito 170135, Ecuador');
    expect(addressOf('Since 1998', 'Quito 170135', 'Ecuador')).toBe('Quito 170135, Ecuador');
    // Not above a country line alone, nor set in another size.
    const card = recogniseCard(
      lines(['Birgir Jónsson', 60], ['Gatot Subroto 42 Group', 60], ['Jakarta Selatan 12190'], ['Indonesia']),
    );
    expect(card.address).toBe('Jakarta Selatan 12190, Indonesia');
  });
});
