import { describe, expect, it } from 'vitest';
import { leadDraftOf, parseQrPayload, QR_NOT_A_CARD } from './qr-payload';

describe('parseQrPayload', () => {
  it('reads a vCard 3.0 with folded lines, escapes and grouped properties', () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'ORG:Analytical Engines\\, Ltd;Research',
      'TITLE:Chief',
      ' Mathematician',
      'item1.EMAIL;TYPE=work:ada@engines.test',
      'TEL;TYPE=cell:+44 20 7946 0000',
      'URL:https://everlink.test/card/ada',
      'END:VCARD',
    ].join('\r\n');
    expect(parseQrPayload(vcard)).toEqual({
      kind: 'vcard',
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        emails: ['ada@engines.test'],
        phones: ['+44 20 7946 0000'],
        company: 'Analytical Engines, Ltd',
        jobTitle: 'ChiefMathematician',
        note: 'https://everlink.test/card/ada',
      },
    });
  });

  it('reads a vCard 2.1 as Android writes it: quoted-printable UTF-8 with soft line breaks, bare parameters', () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C5=81ukasiewicz;J=C3=B3zef;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=B3zef =C5=81ukasiewic=',
      'z',
      'TEL;CELL;PREF:+48 600 100 200',
      'EMAIL;HOME:jozef@example.pl',
      'ORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Politechnika Warszawska',
      'NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=windows-1252:Gr=FC=DFe=0D=0Aaus K=F6ln',
      'END:VCARD',
    ].join('\r\n');
    expect(parseQrPayload(vcard)).toEqual({
      kind: 'vcard',
      details: {
        firstName: 'Józef',
        lastName: 'Łukasiewicz',
        emails: ['jozef@example.pl'],
        phones: ['+48 600 100 200'],
        company: 'Politechnika Warszawska',
        jobTitle: '',
        note: 'Grüße\naus Köln',
      },
    });
  });

  it('reads a MECARD, with its escapes', () => {
    const result = parseQrPayload(
      'MECARD:N:Nguyễn,Thị Minh Khai;TEL:+84 28 3822 0000;EMAIL:khai@example.vn;ORG:Công ty\\; TNHH;NOTE:Hội chợ\\: gian 4;;',
    );
    expect(result).toEqual({
      kind: 'vcard',
      details: {
        firstName: 'Thị Minh Khai',
        lastName: 'Nguyễn',
        emails: ['khai@example.vn'],
        phones: ['+84 28 3822 0000'],
        company: 'Công ty; TNHH',
        jobTitle: '',
        note: 'Hội chợ: gian 4',
      },
    });
  });

  it('splits FN when a vCard 4.0 has no N', () => {
    const result = parseQrPayload(
      'BEGIN:VCARD\nVERSION:4.0\nFN:Grace Brewster Hopper\nEMAIL:mailto:grace@navy.test\nEND:VCARD',
    );
    expect(result).toMatchObject({
      kind: 'vcard',
      details: { firstName: 'Grace', lastName: 'Brewster Hopper', emails: ['grace@navy.test'] },
    });
  });

  it('takes a card URL, keeping it in the note', () => {
    expect(parseQrPayload(' https://everlink.test/card/abc123 ')).toMatchObject({
      kind: 'url',
      url: 'https://everlink.test/card/abc123',
      details: { note: 'Scanned card: https://everlink.test/card/abc123' },
    });
  });

  it.each([
    ['plain text', 'hello there'],
    ['a Wi-Fi code', 'WIFI:S:Conference;T:WPA;P:secret;;'],
    ['a script URL', 'javascript:alert(1)'],
    ['an empty vCard', 'BEGIN:VCARD\nVERSION:3.0\nEND:VCARD'],
    ['nothing', '   '],
  ])('refuses %s with a clear message', (_, text) => {
    expect(parseQrPayload(text)).toEqual({ kind: 'invalid', message: QR_NOT_A_CARD });
  });
});

describe('leadDraftOf', () => {
  it('makes the first email and phone the main ones and keeps the rest, up to the contract’s 21', () => {
    const emails = Array.from({ length: 25 }, (_, i) => `p${i}@example.test`);
    const draft = leadDraftOf({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emails,
      phones: ['+44 1', '+44 2'],
      company: 'Engines',
      jobTitle: 'Chief',
      note: 'Met at stand 4',
    });
    expect(draft).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'p0@example.test',
      phoneNumber: '+44 1',
      otherPhoneNumbers: ['+44 2'],
      company: 'Engines',
      jobTitle: 'Chief',
      note: 'Met at stand 4',
    });
    expect(draft.otherEmails).toEqual(emails.slice(1, 21));
  });

  it('leaves the main email and phone empty when the code had none (a card URL)', () => {
    const payload = parseQrPayload('https://everlink.test/card/ada');
    expect(payload.kind).toBe('url');
    if (payload.kind !== 'url') return;
    expect(leadDraftOf(payload.details)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      otherEmails: [],
      phoneNumber: '',
      otherPhoneNumbers: [],
      company: '',
      jobTitle: '',
      note: 'Scanned card: https://everlink.test/card/ada',
    });
  });
});
