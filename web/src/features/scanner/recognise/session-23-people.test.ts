import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { LEGAL_FORM, withLegalFormSlips, withoutStrayEnd } from './company';
import { engineLines } from './engine-lines.testing';
import { nameAsMailboxSpells } from './name-by-mailbox';
import { isMyanmarCard, splitName } from './name-split';
import { hasTitleWord, isDepartment, withTitleSlips } from './titles';

const lines = engineLines(22);

describe('recogniseCard on the people and companies of set 21 (session 23)', () => {
  it('joins a department on the line under a title, and never takes it for the name', () => {
    const timor = recogniseCard(
      lines(
        ['Baucau Cargo Unipessoal, Lda.', 24, 90],
        ['Rosa Belo', 44, 88],
        ['Técnica Superior', 26, 95],
        ['Departamento Financeiro', 24, 86],
        ['Telefone: +670 331 2044', 22, 80],
      ),
    );
    expect(timor.jobTitle).toBe('Técnica Superior Departamento Financeiro');
    const algeria = recogniseCard(
      lines(
        ['Chef de Projet', 24, 92],
        ['Oepartement Maintenance', 22, 75],
        ['+213 21 64 11 20', 22, 88],
        ['Oran Ciments SPA', 26, 92],
      ),
    );
    expect(algeria.firstName).toBe('');
    expect(algeria.jobTitle).toBe('Chef de Projet Departement Maintenance');
    const vanuatu = recogniseCard(
      lines(
        ['Malampa Copra Ltd', 26, 95],
        ['Jn Kq lp', 40, 54],
        ['Agriculture Officer', 22, 89],
        ['Malampa Province', 22, 94],
        ['Tel: 48 210', 20, 80],
      ),
    );
    expect([vanuatu.firstName, vanuatu.lastName]).toEqual(['', '']);
    expect(vanuatu.jobTitle).toBe('Agriculture Officer Malampa Province');
    expect(isDepartment('Energies Renouvelables')).toBe(true);
    expect(isDepartment('Departamenti i Teknologjisë')).toBe(true);
  });

  it('steps over a pattern read as bits of no word between a title’s two lines', () => {
    const card = recogniseCard(
      lines(
        ['Timor Digital, Lda.', 24, 80],
        ['Marta Soares', 48, 91],
        ['Técnica Superior', 26, 95],
        ['. Ce ee', 20, 30],
        ['Departamento Comercial', 24, 86],
      ),
    );
    expect(card.jobTitle).toBe('Técnica Superior Departamento Comercial');
  });

  it('keeps the last word of a Burmese name as the surname, the rest as the given name', () => {
    const myanmar = recogniseCard(
      lines(
        ['Ayeyar Rice Trading Co., Ltd.', 24, 90],
        ['Aung Ko Latt', 40, 92],
        ['Sales Manager', 22, 94],
        ['Mobile: +95 9 250 118877', 22, 90],
        ['Mandalay, Myanmar', 22, 93],
      ),
    );
    expect([myanmar.firstName, myanmar.lastName]).toEqual(['Aung Ko', 'Latt']);
    expect(isMyanmarCard(['www. ayeyarrice. com. mm'])).toBe(true);
    expect(isMyanmarCard(['Milano, Italia', '+39 02 1234 5678'])).toBe(false);
    expect(splitName('Nilar Thein Win', [], true)).toEqual({ firstName: 'Nilar Thein', lastName: 'Win' });
    expect(splitName('Ana Maria Costa')).toEqual({ firstName: 'Ana Maria', lastName: 'Costa' });
  });

  it('knows the Albanian, Faroese and Tunisian (SUARL) legal forms and the South African (Pty) Ltd alone on its line', () => {
    expect(LEGAL_FORM.test('Drini Soft Sh.p.k.')).toBe(true);
    expect(LEGAL_FORM.test('Iliria Transport Sh.a.')).toBe(true);
    expect(LEGAL_FORM.test('Vágur Fisk P/F')).toBe(true);
    expect(LEGAL_FORM.test('Sandoy Seafood Sp/f')).toBe(true);
    expect(LEGAL_FORM.test('Kerkennah Marine SUARL')).toBe(true);
    const lesotho = recogniseCard(
      lines(
        ['LERIBE MOTORS', 30, 94],
        ['(PTY) LTD', 22, 95],
        ['Lineo Mokoena', 30, 90],
        ['Sales Manager', 22, 95],
        ['+266 5885 1200', 22, 87],
      ),
    );
    expect(lesotho.company).toBe('LERIBE MOTORS (PTY) LTD');
    const faroe = recogniseCard(
      lines(
        ['VÁGUR FISK P/F', 26, 93],
        ['Sámal Joensen', 36, 87],
        ['+298 21 40 11', 22, 89],
        ['FO-100 Tórshavn', 22, 82],
      ),
    );
    expect(faroe.company).toBe('VÁGUR FISK P/F');
  });

  it('mends S.A. de C.V. read with a U, and LTD read with an O', () => {
    expect(withLegalFormSlips('Cafés Izalco, S.A. de C.U.')).toBe('Cafés Izalco, S.A. de C.V.');
    expect(withLegalFormSlips(withoutStrayEnd('Lempa Digital S A. de CU.'))).toBe('Lempa Digital S.A. de C.V.');
    expect(withLegalFormSlips('MOHALE FREIGHT (PTY) LTO')).toBe('MOHALE FREIGHT (PTY) LTD');
    expect(withLegalFormSlips('Volta Tech Lto')).toBe('Volta Tech Lto');
  });

  it('puts back the dots of a form that kept some of them, and leaves one printed without', () => {
    expect(withLegalFormSlips('Vianden Fiduciaire S A')).toBe('Vianden Fiduciaire S.A.');
    expect(withLegalFormSlips('Bávaro Cementos S.AS')).toBe('Bávaro Cementos S.A.S.');
    expect(withLegalFormSlips('Copán Studio S. de RL.')).toBe('Copán Studio S. de R.L.');
    expect(withLegalFormSlips('OAXACA LOGISTICS S.A.P.I. DEC.V.')).toBe('OAXACA LOGISTICS S.A.P.I. DE C.V.');
    expect(withLegalFormSlips('Esch Capital S.ar.l.')).toBe('Esch Capital S.à r.l.');
    expect(withLegalFormSlips('Salto Agrícola S.f.')).toBe('Salto Agrícola S.A.');
    expect(withLegalFormSlips('Sahel Coton SA')).toBe('Sahel Coton SA');
  });

  it('puts back an E read as a pound sign and an I read as a bar or an exclamation mark', () => {
    const card = recogniseCard(
      lines(['MOSHOESHOE! WATER (PTY) LTD', 26, 80], ['£mmanuel Ximenes', 40, 86], ['Drejtor £kzekutiv', 22, 90]),
    );
    expect(card.company).toBe('MOSHOESHOEI WATER (PTY) LTD');
    expect([card.firstName, card.lastName]).toEqual(['Emmanuel', 'Ximenes']);
    expect(card.jobTitle).toBe('Drejtor Ekzekutiv');
    const bar = recogniseCard(lines(['TAS| KOPI LDA', 26, 85], ['Lina Belo', 40, 90], ['Manager', 22, 90]));
    expect(bar.company).toBe('TASI KOPI LDA');
  });

  it('reads a title whose letters were read as others of like shape', () => {
    expect(withTitleSlips('Jefe de Uentas')).toBe('Jefe de Ventas');
    expect(withTitleSlips('Menaxher |i Shitjeve')).toBe('Menaxher i Shitjeve');
    expect(withTitleSlips('Oepartamento Comercial')).toBe('Departamento Comercial');
    expect(withTitleSlips('Key ficcount Manager')).toBe('Key Account Manager');
    expect(hasTitleWord('Geschiiftsfithrer')).toBe(true);
    expect(withTitleSlips('Geschiiftsfithrer')).toBe('Geschäftsführer');
    expect(withTitleSlips('Directeur financier')).toBe('Directeur financier');
    expect(recogniseCard(lines(['Tatra figro a.s.', 26, 90], ['Jana Kral', 40, 90])).company).toBe('Tatra Agro a.s.');
    expect(hasTitleWord('Zhvillues Softueri')).toBe(true);
    const salvador = recogniseCard(
      lines(
        ['Lempa Digital S.A. de C.V.', 26, 80],
        ['Marta (Quintanilla', 40, 70],
        ['Qerente General', 22, 85],
        ['Cel. +503 7464 1200', 22, 90],
      ),
    );
    expect(salvador.jobTitle).toBe('Gerente General');
    expect([salvador.firstName, salvador.lastName]).toEqual(['Marta', 'Quintanilla']);
    const algeria = recogniseCard(
      lines(
        ['SAHARA NEGOCE SARL', 26, 92],
        ['Nadia Kaci', 40, 92],
        ['Geérante', 22, 68],
        ['Mob : +213 779 51 45 00', 20, 87],
      ),
    );
    expect(algeria.jobTitle).toBe('Gérante');
    const lesotho = recogniseCard(
      lines(['fidelina Mothibe', 40, 80], ['Senior ficcountant', 22, 70], ['finance Department', 22, 85]),
    );
    expect(lesotho.firstName).toBe('Adelina');
    expect(lesotho.jobTitle).toBe('Senior Accountant finance Department');
  });

  it('joins a department’s word the engine read with a space inside it', () => {
    const card = recogniseCard(
      lines(
        ['Efate Kava Ltd', 26, 95],
        ['Lisa Kalo', 40, 88],
        ['Tour ism Officer', 22, 89],
        ['Car ibbean Sales', 22, 93],
      ),
    );
    expect(card.jobTitle).toBe('Tourism Officer Caribbean Sales');
  });

  it('takes no speck of three letters, not in capitals, for the company', () => {
    const card = recogniseCard(lines(['Hil]', 24, 66], ['Lisa Kalo', 40, 88], ['Manager', 22, 89]));
    expect(card.company).toBe('');
    expect(recogniseCard(lines(['KPM', 24, 90], ['Lisa Kalo', 40, 88], ['Manager', 22, 89])).company).toBe('KPM');
  });

  it('takes no two-letter specks read unsurely for a name', () => {
    const card = recogniseCard(lines(['Tanna Kava Ltd', 26, 90], ['LE EN |', 30, 50], ['Manager', 22, 85]));
    expect([card.firstName, card.lastName]).toEqual(['', '']);
    const sure = recogniseCard(lines(['Tanna Kava Ltd', 26, 90], ['Su Oo', 30, 92], ['Manager', 22, 85]));
    expect([sure.firstName, sure.lastName]).toEqual(['Su', 'Oo']);
  });

  it('takes no town for a name', () => {
    const card = recogniseCard(lines(['Tanna Kava Ltd', 26, 90], ['Directricg', 22, 11], ['Port Vila Efets', 22, 61]));
    expect([card.firstName, card.lastName]).toEqual(['', '']);
  });

  it('takes a company named for its travels, not a name', () => {
    const card = recogniseCard(
      lines(
        ['Bagan Heritage Travels', 30, 93],
        ['kyaw Min', 30, 60],
        ['Tour Manager', 22, 90],
        ['www.bagantravels.com.mm', 22, 70],
      ),
    );
    expect(card.company).toBe('Bagan Heritage Travels');
    expect(card.firstName).not.toBe('Bagan');
  });

  it('mends a name’s first letter as its mailbox spells it when the mailbox was read at least as surely', () => {
    const card = [
      { text: 'Hamila Shala', index: 0, height: 40, confidence: 88 },
      { text: 'kamila.shala@drinisoft.al', index: 1, height: 20, confidence: 90 },
    ];
    expect(nameAsMailboxSpells('Hamila', ['kamila.shala'], card, 'Shala')).toBe('Kamila');
    // The mailbox read less surely than the name: its letter is the slip ("leopold_cdlinger@").
    const misread = [
      { ...card[0], text: 'Kamila Shala' },
      { ...card[1], text: 'hamila.shala@drinisoft.al', confidence: 60 },
    ];
    expect(nameAsMailboxSpells('Kamila', ['hamila.shala'], misread, 'Shala')).toBe('Kamila');
    // Another letter off than the first stays as read when read surely; read at 73, it is the mailbox's.
    const inside = [{ ...card[0], text: 'Kamlla Shala' }, card[1]];
    expect(nameAsMailboxSpells('Kamlla', ['kamila.shala'], inside, 'Shala')).toBe('Kamlla');
    expect(nameAsMailboxSpells('Kamlla', ['kamila.shala'], [{ ...inside[0], confidence: 73 }, card[1]])).toBe('Kamila');
  });
});
