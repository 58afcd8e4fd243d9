import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(22);

describe('recogniseCard on emails and sites set 20 lost with their lines read (session 22)', () => {
  it("reads an email whose '@' was read as a capital B, R or P when the card prints its domain again", () => {
    const sanMarino = recogniseCard(
      lines(
        ['SERRAVALLE LOGISTICA S.R.L.', 22, 91],
        ['Francesca Ceccoli', 43, 90],
        ['Export Manager', 18, 94],
        ['fceccoliBserravallelog.sm', 20, 79],
        ['serravallelog.sm', 18, 88],
      ),
    );
    expect(sanMarino.emails).toEqual(['fceccoli@serravallelog.sm']);
    expect(sanMarino.website).toBe('serravallelog.sm');
    const benin = recogniseCard(
      lines(
        ['Directrice Générale', 23, 94],
        ['euphrasie.agbod janRcotonoutransit.bj', 18, 55],
        ['cotonoutransit.bj', 19, 65],
        ['Cotonou Transit SARL', 26, 95],
      ),
    );
    expect(benin.emails).toEqual(['euphrasie.agbodjan@cotonoutransit.bj']);
    expect(benin.company).toBe('Cotonou Transit SARL');
    const angola = recogniseCard(
      lines(
        ['Director Comercial', 20, 81],
        ['www. luandaeng.co.ao', 20, 88],
        ['Rua Sacadura Cabral 9', 22, 93],
        ['adi lsonsPluandaeng.co.ao', 19, 51],
        ['Benguela, Angola', 19, 90],
      ),
    );
    expect(angola.emails).toEqual(['adilsons@luandaeng.co.ao']);
    const taiwan = recogniseCard(
      lines(['Sales Manager', 22, 95], ['yachu. huangBkhfoods. com. tw', 18, 58], ['khfoods. com. tw', 20, 88]),
    );
    expect(taiwan.emails).toEqual(['yachu.huang@khfoods.com.tw']);
    expect(taiwan.website).toBe('khfoods.com.tw');
  });

  it('takes the surer of the two readings of the domain, and nothing without a second one', () => {
    const maldives = recogniseCard(
      lines(
        ['HULHUMALE BUILDERS PVT LTD', 20, 95],
        ['Marine Biologist', 19, 95],
        ['hawwaBhmbui tders. mv', 20, 46],
        ['hmbuilders.mv', 20, 81],
      ),
    );
    expect(maldives.emails).toEqual(['hawwa@hmbuilders.mv']);
    // The card's own site, read first, is kept beside another card's under it on the desk.
    const onPile = recogniseCard(
      lines(
        ['hawwaBhmbui tders. mv', 20, 46],
        ['hmbuilders.mv', 20, 81],
        ['Gerente', 23, 66],
        ['Www, casaverde.mx', 26, 55],
      ),
    );
    expect(onPile.website).toBe('hmbuilders.mv');
    const angola = recogniseCard(
      lines(['Country Manager', 33, 95], ['mabiala.ednaBkwanzalog.co. ad', 31, 61], ['www.kwanzalog.co. ao', 29, 77]),
    );
    expect(angola.emails).toEqual(['mabiala.edna@kwanzalog.co.ao']);
    // A capital in a line that is no email stays: no other line prints "tradingco.com".
    const alone = recogniseCard(lines(['Ana Lima', 40], ['Sales Manager'], ['anaBtradingco.com']));
    expect(alone.emails).toEqual([]);
  });

  it('names the person from a mailbox of surname first when a line prints the words that way round', () => {
    const read = recogniseCard(
      lines(
        ['Kwanza Logist leas Lda.', 43, 76],
        ['Gdna MagiaLa', 66, 38],
        ['Country Manager', 33, 95],
        ['mabiala.ednaBkwanzalog.co. ad', 31, 61],
        ['www.kwanzalog.co. ao', 29, 77],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Edna', 'Mabiala']);
  });

  it('keeps the hyphen a line prints in the given name a mailbox runs together', () => {
    const read = recogniseCard(
      lines(
        ['Va-Chu Huang', 51, 45],
        ['Sales Manager', 22, 95],
        ['yachu. huangBkhfoods. com. tw', 18, 58],
        ['khfoods. com. tw', 20, 88],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Ya-Chu', 'Huang']);
  });

  it("reads a site whose 'www' was read as 'wa.' or 'wwwe.' when an email spells its domain", () => {
    const tajik = recogniseCard(
      lines(
        ['Farrukh Sharipov', 57, 70],
        ['wa. somontrade. tj', 20, 65],
        ['sharipov. farrukhBsomontrade. t j', 28, 79],
      ),
    );
    expect(tajik.emails).toEqual(['sharipov.farrukh@somontrade.tj']);
    expect(tajik.website).toBe('www.somontrade.tj');
    const lucia = recogniseCard(
      lines(['Shernell Joseph', 65, 59], ['sjoseph@castriesmarine.lc', 34, 82], ['wwwe.castriesmarine. lc', 35, 12]),
    );
    expect(lucia.website).toBe('castriesmarine.lc');
  });

  it('puts back the dot of a mailbox that runs a hyphenated surname together before the given name', () => {
    const read = recogniseCard(
      lines(
        ['Jean-Robert Jean-Baptiste', 26, 93],
        ['Program Officer', 23, 96],
        ['jeanbaptiste jeanrobert@gmail.com', 21, 71],
      ),
    );
    expect(read.emails).toEqual(['jeanbaptiste.jeanrobert@gmail.com']);
  });

  it('joins a webmail domain the engine cut by a space one letter before its dot', () => {
    const read = recogniseCard(
      lines(['Hussain Rasheed', 79, 78], ['Marine Biologist', 33, 80], ['hrasheed®gmai l.com', 30, 62]),
    );
    expect(read.emails).toEqual(['hrasheed@gmail.com']);
    const split = recogniseCard(lines(['Shernell Auguste', 72, 62], ['shernel la@gmai l.com', 30, 61]));
    expect(split.emails).toEqual(['shernella@gmail.com']);
  });

  it('knows the labels of Portuguese, French and Italian numbers (Telefone, Portable, Bureau, Ufficio)', () => {
    const angola = recogniseCard(
      lines(['Director C', 20, 81], ['Tim', 21, 95], ['Telefone:', 21, 89], ['+244 222 853 471', 22, 88]),
    );
    expect(angola.lastName).not.toBe('Telefone');
    const haiti = recogniseCard(
      lines(
        ['Ricardo Jean-Baptiste', 48, 79],
        ['Responsable Marketing', 18, 91],
        ['14', 25, 39],
        ['portable: +509 34 15 1635', 21, 95],
        ['8, Rue Grégoire', 23, 96],
      ),
    );
    expect(haiti.phones).toEqual(['+509 34 15 1635']);
    expect(haiti.address).toBe('8, Rue Grégoire');
    const benin = recogniseCard(lines(['Bureau: +229 01 22 10 71 00', 22, 91], ['Ufficio +378 0549 992800', 20, 91]));
    expect(benin.phones).toHaveLength(2);
    expect(benin.jobTitle).toBe('');
    expect(benin.company).toBe('');
  });
});

describe('recogniseCard on names and companies set 20 lost with their lines read (session 22)', () => {
  it("takes no name from the words the card's domain spells whole, unless the mailbox spells them", () => {
    const tajik = recogniseCard(
      lines(
        ['PAMIR ENERGY', 37, 90],
        ['SERVICES LLC', 36, 94],
        ['Glavnyi bukhealter', 28, 69],
        ['Office: +992 372 33 9809', 24, 96],
        ['farrukhs@pamirenergy.tj', 24, 68],
        ['www.pamirenergy.tj', 23, 42],
      ),
    );
    expect([tajik.firstName, tajik.lastName]).toEqual(['', '']);
    expect(tajik.company).toBe('PAMIR ENERGY SERVICES LLC');
    const own = recogniseCard(lines(['Jane Doe', 40], ['Illustrator'], ['jane@janedoe.com'], ['www.janedoe.com']));
    expect([own.firstName, own.lastName]).toEqual(['Jane', 'Doe']);
  });

  it('takes no name from a town over its country, each alone on its line', () => {
    const read = recogniseCard(
      lines(
        ['+244 924 052 618', 21, 86],
        ['teresa.nzinga®luandaeng.co.ao', 18, 70],
        ['Rua Rainha Ginga 104,', 20, 90],
        ['Ingombota', 21, 87],
        ['ry Ma', 24, 74],
        ['Luanda,', 19, 94],
        ['Angola', 18, 84],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Teresa', 'Nzinga']);
  });

  it("reads a company's name from its words' initials and the rest on the domain, and not a speck that spells a piece", () => {
    const read = recogniseCard(
      lines(
        ['PORTO-NOVO IMPRIMERIE', 24, 90],
        ['Romuld Zinsou', 42, 55],
        ['Chef Comptable', 25, 92],
        ['rzinsou@pnimprimerie.bj', 22, 79],
        ['www.pnimprimerie.bj', 22, 84],
        ['prim', 20, 8],
      ),
    );
    expect(read.company).toBe('PORTO-NOVO IMPRIMERIE');
  });

  it("takes no company from a line with no capital, legal form or not (a sheet's print under the card)", () => {
    const read = recogniseCard(
      lines(
        ['sy next thursday co:', 23, 71],
        ['Pacific Royal Freight', 33, 96],
        ['Losaline Tupou', 48, 88],
        ['Chief Executive Officer', 28, 96],
        ['tupou.losaline@pacroyalfreight.to', 27, 85],
      ),
    );
    expect(read.company).toBe('Pacific Royal Freight');
  });

  it("keeps the comma before a legal form on its own line, reads D.0.0. as D.O.O. and drops an 'oY' speck", () => {
    const angola = recogniseCard(
      lines(['LUANDA ENGENHARIA,', 17, 92], ['LDA.', 17, 94], ['AJiLSON ScrasTido', 44, 67], ['Director C', 20, 81]),
    );
    expect(angola.company).toBe('LUANDA ENGENHARIA, LDA.');
    const bosnia = recogniseCard(
      lines(['SARAJEVO SOFT D.0.0.', 38, 88], ['ekaric@sarajevosoft. ba', 35, 91], ['Emina Karic', 60, 63]),
    );
    expect(bosnia.company).toBe('SARAJEVO SOFT D.O.O.');
    const haiti = recogniseCard(
      lines(['JACMEL ARTISANAT oY', 30, 90], ['Wilner Joseph', 55, 80], ['joseph@jacmelartisanat.ht', 23, 67]),
    );
    expect(haiti.company).toBe('JACMEL ARTISANAT');
  });
});

describe('recogniseCard on name letters set 20 lost with their lines read (session 22)', () => {
  it('puts a letter of a name read unsurely right where the mailbox spells the word with one letter changed', () => {
    const sanMarino = recogniseCard(
      lines(['Giulia Beccart', 44, 60], ['Direttrice Tecnica', 21, 74], ['gbeccari@titanogioielli sm', 23, 61]),
    );
    expect(sanMarino.lastName).toBe('Beccari');
    const maldives = recogniseCard(
      lines(['Hawwg Naseem', 44, 60], ['Marine Biologist', 19, 95], ['hawwa@hmbuilders.mv']),
    );
    expect(maldives.firstName).toBe('Hawwa');
    // Read surely, a name keeps its letters; a letter more is another spelling, not a slip.
    const sure = recogniseCard(lines(['Giulia Beccart', 44, 92], ['gbeccari@titanogioielli.sm']));
    expect(sure.lastName).toBe('Beccart');
    const spelt = recogniseCard(lines(['Mohammed Saleh', 44, 60], ['mohamed.saleh@example.com']));
    expect(spelt.firstName).toBe('Mohammed');
  });

  it("reads a 'c' and a cent sign at a word's end as 'ć', and joins a surname the engine cut before a lower-case piece", () => {
    const bosnia = recogniseCard(lines(['Emina Karic¢', 60, 63], ['Direktorica', 35, 89]));
    expect(bosnia.lastName).toBe('Karić');
    const benin = recogniseCard(
      lines(['Blandine Agbod jan', 70, 91], ['Directrice Générale', 38, 93], ['blandine@cotonoutransit.bj', 37, 90]),
    );
    expect([benin.firstName, benin.lastName]).toEqual(['Blandine', 'Agbodjan']);
    const particle = recogniseCard(lines(['Pieter Jansen van', 60, 91], ['Sales Manager', 30, 93]));
    expect(particle.lastName).not.toBe('Jansenvan');
  });
});

describe('recogniseCard on titles set 20 lost with their lines read (session 22)', () => {
  it('knows Russian titles in Latin letters as Central Asian cards print them', () => {
    const read = recogniseCard(
      lines(['Hina Saidova', 55, 61], ['Glavnyi bukhgalter', 21, 92], ['nigina@varzobwater.tj', 21, 90]),
    );
    expect(read.jobTitle).toBe('Glavnyi bukhgalter');
  });

  it("takes the title read surely under the name before another card's on the desk", () => {
    const tonga = recogniseCard(
      lines(
        ['Kenji Mori', 36, 60],
        ['Architect', 22, 94],
        ['a Vanilla Growers Ltd', 32, 79],
        ['Ana Tupou', 51, 91],
        ['Tourism Officer', 24, 95],
        ["Vava'u Office", 25, 68],
        ['ana@tongavanilla. to', 23, 88],
      ),
    );
    expect(tonga.jobTitle).toBe("Tourism Officer Vava'u Office");
    const bosnia = recogniseCard(
      lines(
        ['sccourt Manager', 23, 25],
        ['NERETVA VINO D.D.', 20, 89],
        ['Anir BEcgovié', 40, 55],
        ['Direktor', 20, 90],
      ),
    );
    expect(bosnia.jobTitle).toBe('Direktor');
  });

  it('knows a scientist named by the field ("Marine Biologist") as a title', () => {
    const read = recogniseCard(
      lines(
        ['HULHUMALE BUILDERS PVT LTD', 20, 95],
        ['Hawwg Naseem', 44, 60],
        ['Marine Biologist', 19, 95],
        ['Lot 919, Nirolhu Magu', 18, 91],
        ['Hulhumalé 23000, Maldives', 20, 89],
        ['Gerente', 23, 66],
      ),
    );
    expect(read.jobTitle).toBe('Marine Biologist');
  });

  it("joins a division as a title's second line and takes no name ending in 'Office'", () => {
    const taiwan = recogniseCard(
      lines(['Kuan-Lin Hsu', 76, 80], ['Senior Engineer', 45, 95], ['R&D Division', 39, 95], ['0931 812 130', 40, 93]),
    );
    expect(taiwan.jobTitle).toBe('Senior Engineer R&D Division');
    const tonga = recogniseCard(
      lines(['Manager', 26, 94], ['Losal ine Fifita', 38, 34], ['Tounsm Office', 23, 89], ["Vava'u Office", 22, 94]),
    );
    expect([tonga.firstName, tonga.lastName]).toEqual(['', '']);
  });
});
