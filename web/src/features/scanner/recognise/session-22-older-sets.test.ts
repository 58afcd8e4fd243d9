import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(22);

describe('recogniseCard on sets 18 and 19 lost with their lines read (session 22)', () => {
  it("keeps the ending of the country the card prints where its email and site read two ('.mc' and '.me', '.bt' and '.pt')", () => {
    const monaco = recogniseCard(
      lines(
        ['Olivier Lorenzi', 66, 95],
        ['Riviera Yachting S.A.M.', 42, 93],
        ['o.lorenzi@rivierayachting.me', 32, 47],
        ['rivierayachting.mc', 32, 84],
        ['Le Thales, 13 rue du Gabian', 31, 82],
        ['98000 Monaco', 30, 95],
      ),
    );
    expect(monaco.emails).toEqual(['o.lorenzi@rivierayachting.mc']);
    expect(monaco.website).toBe('rivierayachting.mc');
    const bhutan = recogniseCard(
      lines(
        ['Ugyen Dorji', 85, 93],
        ['ugyen@thunderdragoncrafts.bt', 36, 73],
        ['www .thunderdragoncrafts. pt', 32, 29],
        ['Olathang, Paro', 35, 75],
        ['Paro 12001, Bhutan', 35, 84],
      ),
    );
    expect(bhutan.emails).toEqual(['ugyen@thunderdragoncrafts.bt']);
    expect(bhutan.website).toBe('www.thunderdragoncrafts.bt');
  });

  it("completes a surname the card's edge cut from the mailbox, not a given name run together with the surname", () => {
    const kyrgyz = recogniseCard(
      lines(['Cholpon Dzhum', 79, 91], ['Chief Accountant', 35, 96], ['dzhumabekovac@tianshanlog, kg', 36, 59]),
    );
    expect(kyrgyz.lastName).toBe('Dzhumabekova');
    const lao = recogniseCard(lines(['Sisouk Inthavo', 74, 88], ['sinthavong@xiengthongtravel.com.la', 36, 55]));
    expect(lao.lastName).toBe('Inthavong');
    const chile = recogniseCard(lines(['Antonia Vera', 60, 92], ['antoniavera@example.cl']));
    expect(chile.firstName).toBe('Antonia');
  });

  it("reads 'Siti' names as two given names, 'Mene jer' as one title word and 'MCh)' as MChJ", () => {
    const brunei = recogniseCard(lines(['Siti Aminah Abdullah', 53, 87], ['Gadong Digital Solutions', 36, 85]));
    expect([brunei.firstName, brunei.lastName]).toEqual(['Siti Aminah', 'Abdullah']);
    const uzbek = recogniseCard(
      lines(
        ['Chorsu Trade MCh)', 40, 77],
        ['Nodira Yusupova', 67, 90],
        ["Registon ko'chasi", 31, 85],
        ['Mene jer', 32, 91],
        ['www. chorsutrade. uz', 30, 49],
      ),
    );
    expect(uzbek.jobTitle).toBe('Menejer');
    expect(uzbek.company).toBe('Chorsu Trade MChJ');
  });

  it('takes no company line into the address (a comma before its legal form reads like places)', () => {
    const read = recogniseCard(
      lines(
        ['Nelson Fortes', 64, 95],
        ['nelson@salreiturismo.cv', 31, 84],
        ['Gestor de Clientes', 36, 94],
        ['Rua de Lisboa, 7', 31, 94],
        ['Sal Rei Turismo, Lda.', 37, 95],
        ['Mindelo, Sao Vicente', 31, 94],
      ),
    );
    expect(read.address).toBe('Rua de Lisboa, 7');
    expect(read.company).toBe('Sal Rei Turismo, Lda.');
  });
});
