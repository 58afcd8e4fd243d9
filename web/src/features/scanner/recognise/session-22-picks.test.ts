import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { isCompanyLine, withoutLogoMark } from './company';
import { contactPointsOf } from './contact-points';
import { engineLines } from './engine-lines.testing';
import { isFreeMailHost } from './text';

const lines = engineLines(22);

describe("recogniseCard's wrong picks on sets 15–20 (session 22)", () => {
  it('never takes a free mail provider read out of a mailbox as the card’s site', () => {
    const honduras = recogniseCard(
      lines(
        ['+5084 9331 6726', 20, 83],
        ['José Manuel Funez Murillo', 26, 83],
        ['t funez. jéyahoo.com', 20, 44],
        ['Gerente General', 20, 92],
        ['www. distolancho.hn', 20, 61],
        ['Barrio Los Andes, 5 Calle, 6 Ave. N.0.', 20, 86],
        ['san Pedro Sula, Cortés', 19, 83],
      ),
    );
    expect(honduras.website).toBe('www.distolancho.hn');
    expect(isFreeMailHost('gmail.com')).toBe(true);
    expect(isFreeMailHost('yahoo.co.uk')).toBe(true);
    expect(isFreeMailHost('www.web.de')).toBe(true);
    expect(isFreeMailHost('mail.example.com')).toBe(false);
    expect(isFreeMailHost('gmail-studio.com')).toBe(false);
  });

  it('never takes a phone’s label as the company', () => {
    const nicaragua = recogniseCard(
      lines(
        ['Ingrid Pérez SolOrzano uum wow x', 58, 53],
        ['Gerente', 21, 83],
        ['General', 20, 94],
        ['BE EE ELLE EEE ELLE EEE ETE', 20, 8],
        ['Teléfono: 2567-0251', 30, 95],
        ['ingrid. perez@hotmail com', 29, 84],
        ['www.momotombo.com.ni', 28, 64],
        ['Km 7.5 Carretera a Masaya, Edificio Invercasa, Oficina 6', 30, 95],
        ['Managua', 28, 96],
      ),
    );
    expect(nicaragua.company).not.toBe('Teléfono');
    expect(nicaragua.phones).toEqual(['+505 2567 0251']);
    expect(contactPointsOf('Teléfono: 2567-0251', 'NI').rest.trim()).toBe('');
    expect(contactPointsOf('Tél. 01 42 68 53 00', 'FR').rest.trim()).toBe('');
  });

  it('reads a line over a word and a legal form as the company, not a name', () => {
    const kyrgyzstan = recogniseCard(
      lines(
        ['Kyrgyz Honey', 56, 96],
        ['Export LLC', 30, 95],
        ['Azamat Asanaliey', 60, 59],
        ['Chief Accountant', 34, 96],
        ['Mob.: 0505 725 500', 33, 95],
        ['a.asanaliev@kghoney.kg', 35, 53],
        ['kghoney.kg', 34, 54],
        ['15 Manas Avenue', 31, 84],
        ['Bishkek, Kyrgyz Republic', 35, 96],
      ),
    );
    expect([kyrgyzstan.firstName, kyrgyzstan.lastName]).toEqual(['Azamat', 'Asanaliev']);
    expect(kyrgyzstan.company).toBe('Kyrgyz Honey Export LLC');
    // A person's own firm under their name stays under it.
    const own = recogniseCard(
      lines(['Jane Smith', 40], ['Smith LLC', 24], ['Attorney at Law'], ['jane@smithllc.com'], ['(212) 555-0143']),
    );
    expect([own.firstName, own.lastName]).toEqual(['Jane', 'Smith']);
  });

  it('leaves a name read too unsurely to keep empty when it is printed family first too', () => {
    const macedonia = recogniseCard(
      lines(
        ['SY', 20, 46],
        ['Soft nN Archiver', 91, 21],
        ['DAA RRR Rk', 28, 19],
        ['WORN SRR RR', 22, 30],
        ['Skopie Lab DOO', 30, 67],
        ['TOMO Rogie. North Macedonia', 22, 50],
      ),
    );
    expect([macedonia.firstName, macedonia.lastName]).toEqual(['', '']);
    expect(macedonia.unsure).toContain('name');
    // Read surely, the same order is kept.
    const sure = recogniseCard(lines(['NOVAK Ana', 40, 90], ['Skopie Lab DOO', 30, 67]));
    expect([sure.firstName, sure.lastName]).toEqual(['Ana', 'Novak']);
  });

  it('leaves letters spaced out before a company in capitals off its name', () => {
    expect(withoutLogoMark('S 1 L e C 0 h 0 C a r u CEBAN & PARTENERII')).toBe('CEBAN & PARTENERII');
    expect(withoutLogoMark('J & J Snack Foods Corp.')).toBe('J & J Snack Foods Corp.');
  });

  it('takes no address word alone for the company', () => {
    const seychelles = recogniseCard(
      lines(['Marie-Claire Hoareau', 90, 90], ['General Manager', 59, 93], ['dustrial Est', 48, 84], ['Unit', 61, 90]),
    );
    expect(seychelles.company).toBe('');
  });

  it("takes a department set large under the title for the title's second line, not the company", () => {
    const lebanon = recogniseCard(
      lines(
        ['Rania Frem', 31, 92],
        ['Senior Account Manager', 26, 94],
        ['Corporate Banking', 28, 62],
        ['Cell 76 666 954.', 24, 80],
        ['Rue Sursock, Imm. Sabbagh, 2¢ étage', 27, 87],
        ['Achrafich, Beyrouth, Liban', 20, 92],
      ),
    );
    expect(lebanon.jobTitle).toBe('Senior Account Manager Corporate Banking');
    expect(lebanon.company).toBe('');
  });

  it("knows 'technology' and 'crafts' in Spanish, Portuguese, Italian and French as a company's words, not a name's", () => {
    const venezuela = recogniseCard(
      lines(
        ['TECNOLOGIA CARIBE', 32, 94],
        ['flejandro Pérez Mendoza =m', 84, 61],
        ['Presidente', 28, 96],
        ['0414-1390064', 34, 88],
        ['alejandro.perezmendoza@tecnocaribe.com.ve', 35, 89],
        ['Las Mercedes, Caracas 1058', 32, 96],
      ),
    );
    expect(venezuela.firstName).toBe('Alejandro');
    expect(venezuela.company).toBe('TECNOLOGIA CARIBE');
    expect(isCompanyLine('Tecnologías del Sur')).toBe(true);
    expect(isCompanyLine('Lumière Technologie')).toBe(true);
    expect(isCompanyLine('Artesanías del Valle')).toBe(true);
    const haiti = recogniseCard(
      lines(
        ['Ricardo dugusTin', 85, 83],
        ['program Officer', 33, 77],
        ['+509 34 49 7012', 33, 94],
        ['18, Rue Grégoire', 32, 95],
        ['Pétion-Ville, HT6140', 33, 89],
        ['Jacmel Artisanat', 37, 90],
      ),
    );
    expect([haiti.firstName, haiti.company]).toEqual(['', 'Jacmel Artisanat']);
  });
});
