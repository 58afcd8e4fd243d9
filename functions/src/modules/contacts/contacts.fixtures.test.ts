import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../contract/contacts';
import type { ImportPreview } from '../../contract/contact-import';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';
import { contactCalls, fieldsOf } from './contacts.test-support';

/**
 * Files as Outlook, Android, iPhone, Google, Nextcloud, LinkedIn, Apple Numbers and Excel write
 * them (test/fixtures/contacts/README.md), previewed and imported through the API, then every
 * contact compared field by field: names in Polish, German, Danish, Spanish, Turkish and
 * Vietnamese must come through intact.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, listAll } = contactCalls(() => t);

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../test/fixtures/contacts/${name}`, import.meta.url)));

type Expected = Partial<
  Pick<
    Contact,
    | 'lastName'
    | 'email'
    | 'otherEmails'
    | 'phoneNumber'
    | 'otherPhoneNumbers'
    | 'company'
    | 'jobTitle'
    | 'note'
    | 'tags'
    | 'favorite'
  >
> & {
  firstName: string;
};

const BLANK = {
  lastName: '',
  email: '',
  otherEmails: [],
  phoneNumber: '',
  otherPhoneNumbers: [],
  company: '',
  jobTitle: '',
  note: '',
  tags: [],
  favorite: false,
};

interface Case {
  file: string;
  type: 'csv' | 'vcf';
  encoding: string;
  separator: string | null;
  headerLine?: number;
  contacts: Expected[];
}

const CASES: Case[] = [
  {
    file: 'outlook-2016.vcf',
    type: 'vcf',
    encoding: 'windows-1252',
    separator: null,
    contacts: [
      {
        firstName: 'Jürgen',
        lastName: 'Müller',
        email: 'juergen.mueller@example.de',
        phoneNumber: '+49 30 1234567',
        otherPhoneNumbers: ['+49 170 1234567'],
        company: 'Straße & Söhne GmbH',
        jobTitle: 'Geschäftsführer',
        note: 'Kennengelernt auf der Messe in Köln.\nMöchte ein Angebot für 200 Karten, bitte bis Ende März zurückrufen.',
      },
      {
        firstName: 'Søren',
        lastName: 'Kierkegaard',
        email: 'soren@example.dk',
        phoneNumber: '+45 20 12 34 56',
        company: 'Ærø Færger A/S',
        jobTitle: 'Direktør',
      },
      {
        firstName: 'José',
        lastName: 'Núñez Peñalosa',
        email: 'jose@example.es',
        phoneNumber: '+34 91 123 45 67',
        company: 'Compañía Ibérica S.L.',
        jobTitle: 'Jefe de Producción',
      },
    ],
  },
  {
    file: 'android-2.1.vcf',
    type: 'vcf',
    encoding: 'utf-8',
    separator: null,
    contacts: [
      {
        firstName: 'Józef',
        lastName: 'Łukasiewicz',
        email: 'jozef@example.pl',
        phoneNumber: '+48 600 100 200',
        otherPhoneNumbers: ['+48 22 123 45 67'],
        company: 'Politechnika Łódzka',
        jobTitle: 'Profesor',
        note: 'Spotkaliśmy się na targach w Poznaniu, stoisko 4. Zainteresowany wizytówkami NFC dla całego wydziału (około 120 osób).',
      },
      {
        firstName: 'Şükrü',
        lastName: 'Öztürk',
        email: 'sukru@example.com.tr',
        phoneNumber: '+90 532 123 45 67',
        company: 'İstanbul Ağ Çözümleri',
      },
    ],
  },
  {
    file: 'iphone-3.0.vcf',
    type: 'vcf',
    encoding: 'utf-8',
    separator: null,
    contacts: [
      {
        firstName: 'Åse',
        lastName: 'Ærenlund',
        email: 'aase@example.dk',
        otherEmails: ['aase.private@example.dk'],
        phoneNumber: '+45 31 22 33 44',
        otherPhoneNumbers: ['+45 70 10 20 30'],
        company: 'Øresund Design ApS',
        jobTitle: 'Kreativ direktør',
        note: 'Mødtes på messen i Bella Center.\nRing tilbage efter påske.',
      },
    ],
  },
  {
    file: 'google-3.0.vcf',
    type: 'vcf',
    encoding: 'utf-8',
    separator: null,
    contacts: [
      {
        firstName: 'Gülşen',
        lastName: 'Yılmaz',
        email: 'gulsen@example.com.tr',
        phoneNumber: '+90 533 765 43 21',
        company: 'Anadolu Yazılım A.Ş.',
        jobTitle: 'Yazılım Mühendisi',
        note: 'Fuarda tanıştık, İzmir standı. Kartvizitleri için teklif istedi ve haftaya dönüş bekliyor.',
        tags: ['Fuar 2024'],
      },
    ],
  },
  {
    file: 'vcard-4.0.vcf',
    type: 'vcf',
    encoding: 'utf-8',
    separator: null,
    contacts: [
      {
        firstName: 'Thị Minh Khai',
        lastName: 'Nguyễn',
        email: 'khai@example.vn',
        phoneNumber: '+84-90-123-4567',
        company: 'Công ty TNHH Sài Gòn',
        jobTitle: 'Giám đốc',
        note: 'Gặp ở hội chợ, gian 4',
      },
    ],
  },
  {
    file: 'outlook.csv',
    type: 'csv',
    encoding: 'windows-1252',
    separator: ',',
    contacts: [
      {
        firstName: 'Jürgen',
        lastName: 'Müller',
        email: 'juergen.mueller@example.de',
        otherEmails: ['jm@privat.example.de'],
        phoneNumber: '+49 170 1234567',
        otherPhoneNumbers: ['+49 30 1234567', '+49 30 7654321'],
        company: 'Straße & Söhne GmbH',
        jobTitle: 'Geschäftsführer',
        note: 'Messe Köln, März.\nRückruf erwünscht.',
      },
      {
        firstName: 'Inés',
        lastName: 'Fernández Muñoz',
        email: 'ines@example.es',
        phoneNumber: '+34 612 345 678',
        company: 'Año Nuevo S.A.',
        jobTitle: 'Diseñadora',
      },
    ],
  },
  {
    file: 'google.csv',
    type: 'csv',
    encoding: 'utf-8',
    separator: ',',
    contacts: [
      {
        firstName: 'Zofia',
        lastName: 'Wiśniewska',
        email: 'zofia@example.pl',
        otherEmails: ['zofia.prywatna@example.pl'],
        phoneNumber: '+48 601 222 333',
        otherPhoneNumbers: ['+48 602 444 555', '+48 42 123 45 67'],
        company: 'Łódź Tech sp. z o.o.',
        jobTitle: 'Kierowniczka produktu',
        note: 'Poznaliśmy się na targach, stoisko 12',
        tags: ['Klienci'],
        favorite: true,
      },
      {
        firstName: 'Đức',
        lastName: 'Trần',
        email: 'duc@example.vn',
        phoneNumber: '+84 91 234 5678',
        company: 'Công ty Hà Nội',
        jobTitle: 'Kỹ sư',
      },
    ],
  },
  {
    file: 'linkedin-connections.csv',
    type: 'csv',
    encoding: 'utf-8',
    separator: ',',
    headerLine: 4,
    contacts: [
      {
        firstName: 'Małgorzata',
        lastName: 'Dąbrowska',
        email: 'malgorzata@example.pl',
        company: 'Żabka Polska',
        jobTitle: 'Dyrektorka ds. sprzedaży',
      },
      { firstName: 'Ahmet', lastName: 'Çelik', company: 'Türk Telekom', jobTitle: 'Kıdemli Mühendis' },
    ],
  },
  {
    file: 'apple-numbers.csv',
    type: 'csv',
    encoding: 'utf-8',
    separator: ',',
    contacts: [
      {
        firstName: 'Björn',
        lastName: 'Ødegård',
        email: 'bjorn@example.no',
        phoneNumber: '+47 912 34 567',
        company: 'Fjord Ålesund AS',
        jobTitle: 'Daglig leder',
        note: 'Sommerfest, august',
      },
      {
        firstName: 'María José',
        lastName: 'Ibáñez',
        email: 'mj@example.es',
        phoneNumber: '+34 699 111 222',
        company: 'Señal Digital',
        jobTitle: 'Consultora',
      },
    ],
  },
  {
    file: 'excel-windows-1252-semicolon.csv',
    type: 'csv',
    encoding: 'windows-1252',
    separator: ';',
    contacts: [
      {
        firstName: 'Jörg',
        lastName: 'Weißmüller',
        email: 'joerg@example.de',
        phoneNumber: '+49 89 123456',
        company: 'Bäckerei Weißmüller',
        jobTitle: 'Inhaber',
        note: 'Brötchen-Lieferung; täglich',
      },
      {
        firstName: 'Søren',
        lastName: 'Ægidius',
        email: 'soren.a@example.dk',
        phoneNumber: '+45 33 12 34 56',
        company: 'Ørsted Skilte ApS',
        jobTitle: 'Sælger',
      },
      {
        firstName: 'Begoña',
        lastName: 'Peña',
        email: 'begona@example.es',
        phoneNumber: '+34 93 555 12 34',
        company: 'Cañón Diseño',
        jobTitle: 'Gerente',
        note: 'Reunión en Málaga; julio',
      },
    ],
  },
  {
    file: 'excel-unicode-text.txt',
    type: 'csv',
    encoding: 'utf-16le',
    separator: '\t',
    contacts: [
      {
        firstName: 'Grzegorz',
        lastName: 'Brzęczyszczykiewicz',
        email: 'grzegorz@example.pl',
        phoneNumber: '+48 700 800 900',
        company: 'Chrząszczyżewoszyce',
        jobTitle: 'Wójt',
      },
      {
        firstName: 'Çağlar',
        lastName: 'Ğündoğdu',
        email: 'caglar@example.com.tr',
        phoneNumber: '+90 212 555 00 11',
        company: 'İzmir Ticaret',
        jobTitle: 'Müdür',
      },
      {
        firstName: 'Phạm',
        lastName: 'Nguyệt Ánh',
        email: 'anh@example.vn',
        phoneNumber: '+84 28 3822 1234',
        company: 'Đà Nẵng Xanh',
        jobTitle: 'Trưởng phòng',
      },
      {
        firstName: 'Jürgen',
        lastName: 'Groß',
        email: 'juergen.gross@example.de',
        phoneNumber: '+49 40 987654',
        company: 'Groß & Söhne',
        jobTitle: 'Leiter',
      },
    ],
  },
];

describe('importing the files real clients write', () => {
  it.each(CASES)(
    '$file: previewed with its encoding and separator, imported field by field',
    async ({ file, type, encoding, separator, headerLine, contacts }) => {
      const user = await createUser(t);
      const bytes = fixture(file);
      const preview = await t.api.post(`/v1/contacts/${type}/preview`).set(user.headers).attach('file', bytes, file);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const data = preview.body.data as ImportPreview;
      expect(data).toMatchObject({ type, encoding, separator, total: contacts.length });
      if (headerLine) expect(data.headerLine).toBe(headerLine);
      expect(data.rows[0]).toContain(contacts[0].firstName);

      const res = await t.api
        .post(`/v1/contacts/${await profileIdOf(user)}/${type}/import`)
        .set(user.headers)
        .attach('file', bytes, file);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        imported: contacts.length,
        total: contacts.length,
        errors: [],
        duplicates: [],
      });
      const imported = await listAll(user, {}, 100);
      for (const expected of contacts) {
        const found = imported.filter((c) => c.firstName === expected.firstName);
        expect(found, expected.firstName).toHaveLength(1);
        expect(fieldsOf(found[0])).toEqual(fieldsOf({ ...BLANK, ...expected }));
      }
    },
  );
});
