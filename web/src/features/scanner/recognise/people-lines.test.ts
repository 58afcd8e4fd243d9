import { describe, expect, it } from 'vitest';
import { isCompanyLine } from './company';
import { withNameSlips } from './people';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

describe('recogniseCard on titles set on two lines (session 15)', () => {
  it('joins a second line naming an area: a department word and one word of its own', () => {
    const title = (second: string) =>
      recogniseCard(lines(['Kofi Mensah', 64], ['Relationship Manager', 32], [second, 32], ['Adinkra Bank Ltd', 40]))
        .jobTitle;
    expect(title('Corporate Banking')).toBe('Relationship Manager Corporate Banking');
    expect(title('Duurzame Energie')).toBe('Relationship Manager Duurzame Energie');
    expect(title('iGaming Licensing')).toBe('Relationship Manager iGaming Licensing');
    expect(title('Audit & Assurance')).toBe('Relationship Manager Audit & Assurance');
    expect(title('Ressources Humaines')).toBe('Relationship Manager Ressources Humaines');
    // Two words of its own are no area: a place, a brand, a slogan.
    expect(title('Accra Ridge')).toBe('Relationship Manager');
    expect(title('Golden Harvest')).toBe('Relationship Manager');
  });

  it('joins across the company read between in the title’s size only when the line after is a department', () => {
    const card = (second: string) =>
      recogniseCard(
        lines(['Claire Dubois', 60], ['Responsable', 34], ['Marigold Paysage SAS', 31], [second, 30], ['EMAIL', 23]),
      );
    expect(card('Ressources Humaines').jobTitle).toBe('Responsable Ressources Humaines');
    expect(card('Ressources Humaines').company).toBe('Marigold Paysage SAS');
    expect(card('Lille Centre').jobTitle).toBe('Responsable');
  });

  it('goes on past the name set larger when the title is left open, and only then', () => {
    const card = recogniseCard(
      lines(
        ['Arenal Verde S.A.', 43],
        ['Jefe de', 35],
        ['Andrés Araya', 76],
        ['Mercadeo y Ventas', 34],
        ['T 2272-0255'],
      ),
    );
    expect([card.firstName, card.lastName, card.jobTitle]).toEqual(['Andrés', 'Araya', 'Jefe de Mercadeo y Ventas']);
    // "Senior Legal" above a name is as likely the company's words: not joined to "Counsel" below.
    const closed = recogniseCard(
      lines(['Kourion Partners Limited', 39], ['Senior Legal', 29], ['Despina Hadjipavlou', 63], ['Counsel', 30]),
    );
    expect(closed.jobTitle).toBe('Counsel');
    expect(closed.lastName).toBe('Hadjipavlou');
  });

  it('joins a title set a word a line when the two lines above name a department, not a company', () => {
    const title = (first: string) =>
      recogniseCard(
        lines(['Galil Medical Ltd', 78], ['Michal Avraham', 67], [first, 29], ['Development', 31], ['Manager', 30]),
      ).jobTitle;
    expect(title('Business')).toBe('Business Development Manager');
    expect(title('Galil')).toBe('Development Manager');
  });

  it('knows titles of Lithuania, Croatia, Estonia, Iceland, Albania and Indonesia', () => {
    const title = (text: string) =>
      recogniseCard(lines(['Greta Kazlauskaitė', 60], ['Vilnius Lasers UAB', 36], [text, 30])).jobTitle;
    expect(title('Direktorius')).toBe('Direktorius');
    expect(title('Voditeljica prodaje')).toBe('Voditeljica prodaje');
    expect(title('Projektijuht')).toBe('Projektijuht');
    expect(title('Framkvæmdastjóri')).toBe('Framkvæmdastjóri');
    expect(title('Menaxhere Shitjesh')).toBe('Menaxhere Shitjesh');
    expect(title('Kepala Divisi Pemasaran')).toBe('Kepala Divisi Pemasaran');
    expect(title('Key Account Managerin')).toBe('Key Account Managerin');
  });
});

describe('recogniseCard on companies and names as the engine reads them (session 15)', () => {
  it('never takes a web address the contact finder could not read for the company', () => {
    const card = recogniseCard(
      lines(
        ['Duc Tran', 60],
        ['Factory Manager', 35],
        ['duc@mekongseafood.com.vn'],
        ['www. mekongseafood. com. vil'],
        ['Mekong Seafood JSC', 50],
      ),
    );
    expect(card.company).toBe('Mekong Seafood JSC');
    const site = recogniseCard(
      lines(['Kadri Saar', 70], ['Head of Customer Success', 40], ['https:/toompeadigital.ee', 39]),
    );
    expect(site.company).toBe('');
  });

  it('reads S.R.L., S.p.A., S.à r.l. and B.V. with their dots as legal forms, and a form in capitals before the name', () => {
    expect(isCompanyLine('Tortuguero Verde S.R.L.')).toBe(true);
    expect(isCompanyLine('Lago Servizi S.p.A.')).toBe(true);
    expect(isCompanyLine('Moselle Capital S.à r.l.')).toBe(true);
    expect(isCompanyLine('Polderwerk B.V.')).toBe(true);
    expect(isCompanyLine('AB Vilnius Lasers')).toBe(true);
    // Alone, or before a word in lower case, the letters are a word.
    expect(isCompanyLine('AB')).toBe(false);
    expect(isCompanyLine('AB testing')).toBe(false);
    const card = recogniseCard(lines(['Greta Balčiūnas', 63], ['AB Vilnius Lasers', 37], ['Direktorius', 29]));
    expect([card.company, card.jobTitle]).toEqual(['AB Vilnius Lasers', 'Direktorius']);
  });

  it('takes the company from a line read surely before a speck with a legal form’s letters', () => {
    const card = recogniseCard(
      lines(
        ['So Co', 20, 0],
        ['Namib Solar (Pty) Ltd', 42, 93],
        ['Tangeni Nghipondoka', 78],
        ['Chief Executive Officer', 35],
      ),
    );
    expect(card.company).toBe('Namib Solar (Pty) Ltd');
  });

  it('keeps a company read surely though the email that holds its name was read unsurely', () => {
    const card = recogniseCard(
      lines(
        ['Lotte Van Damme', 60],
        ['vandamme@coldharbourdesign.be', 38, 47],
        ['Coldharbour Design', 46, 95],
        ['SRL', 45, 96],
      ),
    );
    expect(card.company).toBe('Coldharbour Design SRL');
    // Read unsurely itself, it is still left empty and marked.
    const unsure = recogniseCard(lines(['Lotte Van Damme', 60], ['Coldharbour Design SRL', 46, 40]));
    expect(unsure.company).toBe('');
    expect(unsure.unsure).toContain('company');
  });

  it('never takes a slogan with a title word for the title, and reads "Ine." alone as "Inc." and "y\'s" before a name as a mark', () => {
    const card = recogniseCard(
      lines(
        ['Guanabara Design S.A.', 42],
        ['Your partner in growth', 28],
        ['Camila Rodrigues', 71],
        ['Gerente Comercial', 39],
      ),
    );
    expect(card.jobTitle).toBe('Gerente Comercial');
    const inc = recogniseCard(
      lines(['Genevieve Gagnon', 55], ['Head of Customer Success', 27], ['Halcyon Marine', 31], ['Ine.', 29]),
    );
    expect(inc.company).toBe('Halcyon Marine Inc.');
    expect(recogniseCard(lines(["y's Indigo Peak Private Limited", 74], ['Rohan Mehta', 88])).company).toBe(
      'Indigo Peak Private Limited',
    );
    // A word of a name with an apostrophe stays ("d'Or Bakery Ltd" has no mark).
    expect(recogniseCard(lines(["d'Or Bakery Ltd", 40], ['Rohan Mehta', 88])).company).toBe("d'Or Bakery Ltd");
  });

  it('puts a name’s slips right: a capital read twice, a capital I read as l, an icon left after it', () => {
    expect(withNameSlips('Daniela LLondono')).toBe('Daniela Londono');
    expect(withNameSlips('Mehdi ldrissi')).toBe('Mehdi Idrissi');
    expect(withNameSlips('Valentina Restrepo Gomez ®')).toBe('Valentina Restrepo Gomez');
    expect(withNameSlips('Esmeée Verhoeven')).toBe('Esmée Verhoeven');
    expect(withNameSlips('Maeélle Dupont')).toBe('Maélle Dupont');
    expect(withNameSlips('Renée Eéva')).toBe('Renée Eéva');
    // Real names stay: "Lloyd", "Llewellyn", a capital pair in capitals.
    expect(withNameSlips('Rhys Llewellyn')).toBe('Rhys Llewellyn');
    expect(withNameSlips('OLGA LLOYD')).toBe('OLGA LLOYD');
    const card = recogniseCard(
      lines(['Mehdi ldrissi', 62], ['Directeur Commercial', 28], ['mehdi_i@maghrebsolaire.ma']),
    );
    expect([card.firstName, card.lastName]).toEqual(['Mehdi', 'Idrissi']);
  });

  it('finds a name set on two lines past a number’s label between them, not past a line of words', () => {
    const card = recogniseCard(
      lines(
        ['Juha', 72],
        ['GSM 050 590 6846', 39],
        ['juha@revontuli.fi', 39],
        ['Heikkinen', 67],
        ['Myyntipäällikkö', 38],
      ),
    );
    expect([card.firstName, card.lastName]).toEqual(['Juha', 'Heikkinen']);
    const between = recogniseCard(lines(['Juha', 72], ['Sales Office', 39], ['Heikkinen', 67]));
    expect(between.lastName).not.toBe('Heikkinen');
  });
});
