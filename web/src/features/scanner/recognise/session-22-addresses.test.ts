import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(22);

describe('recogniseCard on addresses set 20 lost with their lines read (session 22)', () => {
  it("reads Haiti's postcode after the town, Taiwan's after the city, and a price's '£' as the street's 'E.'", () => {
    const haiti = recogniseCard(
      lines(['Ricardo Augustin', 85, 83], ['18, Rue Grégoire', 32, 95], ['Pétion-Ville, HT6140', 33, 89]),
    );
    expect(haiti.address).toBe('18, Rue Grégoire, Pétion-Ville, HT6140');
    const taiwan = recogniseCard(
      lines(
        ['Sales Manager', 22, 95],
        ['0923 849 4931', 20, 66],
        ['6F., No. 166, Sec. 1, Zhongxiao £. Rd.', 20, 72],
        ['Taipei City 106', 24, 90],
      ),
    );
    expect(taiwan.address).toBe('6F., No. 166, Sec. 1, Zhongxiao E. Rd., Taipei City 106');
  });

  it("reads Saint Lucia's places with 'W.I.' after the country under a place named in words, past an email", () => {
    const read = recogniseCard(
      lines(
        ['Alicia Joseph', 48, 95],
        ['Operations Manager', 26, 95],
        ['(758) 452-1982', 27, 96],
        ['Rodney Bay Marina', 27, 96],
        ['Jjoseph.alicia@pitonseco.lc', 27, 79],
        ['Gros Islet, St. Lucia, W.I', 26, 83],
      ),
    );
    expect(read.address).toBe('Rodney Bay Marina, Gros Islet, St. Lucia, W.I');
    const misread = recogniseCard(
      lines(['Kimberly Joseph', 45, 96], ['Rodney Bay Marina', 24, 95], ['Gros Islet, St. Lucia, W.1.', 24, 79]),
    );
    expect(misread.address).toBe('Rodney Bay Marina, Gros Islet, St. Lucia, W.I.');
  });

  it('ends an address at the country after its places ("Saint Lucia" as cards print it), not at a capital named for it', () => {
    const lucia = recogniseCard(
      lines(
        ['Shernell Joseph', 65, 59],
        ['7 Bridge Street', 38, 89],
        ['Soufriere, Saint Lucia', 34, 78],
        ['Busi', 37, 96],
        ['ess Development Officer', 41, 96],
      ),
    );
    expect(lucia.address).toBe('7 Bridge Street, Soufriere, Saint Lucia');
    const panama = recogniseCard(
      lines(
        ['Av. Balboa, PH Bay Point, Piso 7', 33, 96],
        ['Bella Vista, Ciudad de Panama', 31, 93],
        ['SE', 20, 17],
        ['Republica de Panama', 32, 89],
      ),
    );
    expect(panama.address).toBe('Av. Balboa, PH Bay Point, Piso 7, Bella Vista, Ciudad de Panama, Republica de Panama');
  });

  it('reads a Maldivian building before its floor over the street, and a Roman numeral read as digits or "Il"', () => {
    const maldives = recogniseCard(
      lines(['Aminath Zahir', 55, 62], ['H. Blue Haven, 6th Floor', 36, 95], ['Majeedhee Magu, Malé 20094', 38, 93]),
    );
    expect(maldives.address).toBe('H. Blue Haven, 6th Floor, Majeedhee Magu, Malé 20094');
    const sanMarino = recogniseCard(
      lines(['Francesca Ceccoli', 43, 70], ['via 111 Settembre 46', 19, 81], ['47891 Dogana (RSM)', 19, 92]),
    );
    expect(sanMarino.address).toBe('via III Settembre 46, 47891 Dogana (RSM)');
    const benin = recogniseCard(
      lines(['Arnaud Akpaki', 63, 85], ['Avenue Jean-Paul Il, Carré 706', 33, 93], ['08 BP 483 Cotonou', 33, 96]),
    );
    expect(benin.address).toBe('Avenue Jean-Paul II, Carré 706, 08 BP 483 Cotonou');
  });

  it('takes no street from a number and a kind alone ("1c St"), nor from a number to call ("Mobile +960 er 4553")', () => {
    const sanMarino = recogniseCard(
      lines(['Giulia Beccari', 44, 60], ['1c St', 20, 34], ['Strada Statale 48', 23, 94], ['47890 San Marino', 22, 94]),
    );
    expect(sanMarino.address).toBe('Strada Statale 48, 47890 San Marino');
    const maldives = recogniseCard(
      lines(['Mohamed Waheed', 44, 96], ['Mobile +960 er 4553', 23, 67], ['Male 20095, Maldives', 24, 76]),
    );
    expect(maldives.address).toBe('Male 20095, Maldives');
  });
});
