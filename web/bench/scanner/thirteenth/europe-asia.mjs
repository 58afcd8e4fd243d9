// The thirteenth generator's people of Ukraine, Georgia, Armenia, Bangladesh and Jordan (session
// 16): see countries.mjs.
import { men, ordinal, split, women } from './shapes.mjs';

export const EUROPE_ASIA = {
  UA: {
    given: [...men(['Oleksandr', 'Dmytro', 'Andrii', 'Serhii']), ...women(['Olena', 'Iryna', 'Kateryna', 'Yuliia'])],
    family: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchuk', 'Melnyk', 'Lysytskyi', 'Polishchuk'],
    feminine: (s) => s.replace(/skyi$/, 'ska'),
    roles: [['Head of Sales'], ['Project Manager'], ['Chief Technology Officer'], ['Deputy Director', 'Logistics']],
    firms: [
      ['Dnipro Agro LLC', 'dniproagro'],
      ['KYIVSTAL', 'kyivstal'],
      ['Bondarenko & Partners', 'bondarenkopartners'],
      ['Karpaty Soft', 'karpatysoft'],
    ],
    tld: 'com.ua',
    free: ['gmail.com', 'ukr.net'],
    kinds: [
      {
        start: '044',
        length: 10,
        code: '380',
        trunk: '0',
        print: (d) => `(${d.slice(0, 3)}) ${split([3, 2, 2], '-')(d.slice(3))}`,
      },
      { start: '067', length: 10, code: '380', trunk: '0', print: split([3, 3, 2, 2]) },
    ],
    labels: [
      ['Tel.', 'T', 'Office'],
      ['Mob.', 'M', 'Mobile'],
    ],
    address: (r) =>
      r.one([
        () => [
          `vul. ${r.one(['Khreshchatyk', 'Velyka Vasylkivska', 'Saksahanskoho'])}, ${r.int(2, 140)}, office ${r.int(2, 60)}`,
          `Kyiv, 0${r.int(1000, 4999)}`,
        ],
        () => [
          `${r.int(2, 90)} ${r.one(['Sumska St.', 'Derybasivska St.', 'Shevchenka Ave.'])}`,
          `${r.one(['Kharkiv 61002', 'Odesa 65026', 'Lviv 79000'])}, Ukraine`,
        ],
      ])(),
  },
  GE: {
    given: [...men(['Giorgi', 'Levan', 'Davit', 'Nika']), ...women(['Nino', 'Tamar', 'Mariam', 'Ana'])],
    family: ['Beridze', 'Kapanadze', 'Gelashvili', 'Maisuradze', 'Tsiklauri', 'Lomidze', 'Javakhishvili', 'Chkheidze'],
    roles: [['General Director'], ['Marketing Manager'], ['Head of Finance'], ['Senior Consultant', 'Tax & Legal']],
    firms: [
      ['Kartli Wine Company', 'kartliwine'],
      ['Mtatsminda Group LLC', 'mtatsminda'],
      ['GELASHVILI & CO', 'gelashvili'],
      ['Rustavi Steel JSC', 'rustavisteel'],
    ],
    tld: 'ge',
    free: ['gmail.com'],
    kinds: [
      {
        start: '0322',
        length: 10,
        code: '995',
        trunk: '0',
        print: (d) => `(${d.slice(0, 3)}) ${split([1, 2, 2, 2])(d.slice(3))}`,
      },
      { start: '5', length: 9, code: '995', trunk: '', print: split([3, 2, 2, 2]) },
    ],
    labels: [
      ['Tel:', 'Office:', 'T.'],
      ['Mob:', 'Cell:', 'M.'],
    ],
    address: (r) =>
      r.one([
        () => [
          `${r.int(2, 60)} ${r.one(['Rustaveli Avenue', 'Chavchavadze Ave.', 'Kostava St.'])}`,
          `Tbilisi 0${r.int(101, 199)}, Georgia`,
        ],
        () => [
          `${r.one(['Vazha-Pshavela Ave.', 'Marjanishvili St.'])} ${r.int(2, 80)}, ${ordinal(r.int(2, 9))} floor`,
          `0${r.int(101, 199)} Tbilisi`,
        ],
      ])(),
  },
  AM: {
    given: [...men(['Armen', 'Tigran', 'Hayk', 'Narek']), ...women(['Anahit', 'Lilit', 'Ani', 'Gayane'])],
    family: [
      'Hovhannisyan',
      'Sargsyan',
      'Grigoryan',
      'Petrosyan',
      'Harutyunyan',
      'Karapetyan',
      'Avetisyan',
      'Mkrtchyan',
    ],
    roles: [['Executive Director'], ['Software Architect'], ['Chief Accountant'], ['Head of Client Relations']],
    firms: [
      ['Ararat Digital CJSC', 'araratdigital'],
      ['SEVAN TECH', 'sevantech'],
      ['Karapetyan Brothers', 'karapetyanbros'],
      ['Yerevan Logistics LLC', 'yerevanlogistics'],
    ],
    tld: 'am',
    free: ['gmail.com', 'mail.ru'],
    kinds: [
      {
        start: '010',
        length: 9,
        code: '374',
        trunk: '0',
        print: (d) => `(${d.slice(0, 3)}) ${split([2, 2, 2], '-')(d.slice(3))}`,
      },
      { start: '099', length: 9, code: '374', trunk: '0', print: split([3, 6]) },
    ],
    labels: [
      ['Tel.', 'Office', 'T:'],
      ['Mob.', 'Mobile', 'M:'],
    ],
    address: (r) =>
      r.one([
        () => [
          `${r.int(2, 60)} ${r.one(['Tigran Mets Ave.', 'Abovyan St.', 'Arshakunyats Ave.'])}, ${ordinal(r.int(2, 9))} floor`,
          `Yerevan 00${r.int(10, 99)}, Armenia`,
        ],
        () => [`${r.one(['Komitas Ave.', 'Sayat-Nova Ave.'])} ${r.int(2, 90)}`, `Yerevan, 00${r.int(10, 99)}`],
      ])(),
  },
  BD: {
    given: [...men(['Tanvir', 'Arif', 'Sabbir', 'Imran']), ...women(['Nusrat', 'Farzana', 'Tahmina', 'Sharmin'])],
    family: ['Rahman', 'Hossain', 'Chowdhury', 'Ahmed', 'Islam', 'Siddique', 'Khan', 'Talukder'],
    roles: [
      ['Managing Director'],
      ['Deputy General Manager'],
      ['Senior Executive', 'Supply Chain'],
      ['Assistant Vice President'],
    ],
    firms: [
      ['Padma Textiles Ltd.', 'padmatextiles'],
      ['CHOWDHURY TRADING', 'chowdhurytrading'],
      ['Meghna Foods Limited', 'meghnafoods'],
      ['Jamuna Software', 'jamunasoft'],
    ],
    tld: 'com.bd',
    free: ['gmail.com', 'yahoo.com'],
    kinds: [
      { start: '025', length: 10, code: '880', trunk: '0', print: (d) => `${d.slice(0, 2)}-${d.slice(2)}` },
      { start: '017', length: 11, code: '880', trunk: '0', print: (d) => `${d.slice(0, 5)}-${d.slice(5)}` },
    ],
    labels: [
      ['Phone:', 'Tel:', 'PABX:'],
      ['Mobile:', 'Cell:', 'Mob:'],
    ],
    address: (r) =>
      r.one([
        () => [
          `House ${r.int(2, 90)}, Road ${r.int(1, 27)}, ${r.one(['Banani', 'Gulshan-1', 'Dhanmondi'])}`,
          `Dhaka 12${r.int(10, 30)}, Bangladesh`,
        ],
        () => [
          `Level ${r.int(2, 14)}, ${r.int(2, 90)} ${r.one(['Kemal Ataturk Avenue', 'Gulshan Avenue', 'Motijheel C/A'])}`,
          `Dhaka-12${r.int(10, 30)}`,
        ],
      ])(),
  },
  JO: {
    given: [...men(['Omar', 'Khaled', 'Yazan', 'Ahmad']), ...women(['Lina', 'Dana', 'Sara', 'Hala'])],
    family: ['Haddad', 'Al-Masri', 'Khoury', 'Nasser', 'Al-Zoubi', 'Qasem', 'Hijazi', 'Abu Zeid'],
    roles: [['Regional Sales Manager'], ['Chief Operating Officer'], ['Senior Architect'], ['HR Manager']],
    firms: [
      ['Petra Engineering', 'petraeng'],
      ['Haddad Group', 'haddadgroup'],
      ['AQABA MARINE SERVICES', 'aqabamarine'],
      ['Jordan Valley Foods Co. Ltd.', 'jvfoods'],
    ],
    tld: 'jo',
    free: ['gmail.com', 'hotmail.com'],
    kinds: [
      {
        start: '065',
        length: 9,
        code: '962',
        trunk: '0',
        print: (d) => `(${d.slice(0, 2)}) ${split([3, 4])(d.slice(2))}`,
      },
      { start: '079', length: 10, code: '962', trunk: '0', print: split([3, 3, 4]) },
    ],
    labels: [
      ['Tel', 'T:', 'Phone'],
      ['Mob', 'M:', 'Mobile'],
    ],
    address: (r) =>
      r.one([
        () => [
          `${r.one(['Mecca Street', 'Zahran Street', 'Wasfi Al-Tal Street'])}, Building ${r.int(10, 240)}, ${ordinal(r.int(1, 6))} Floor`,
          `P.O. Box ${r.int(830000, 949999)}, Amman ${r.int(11110, 11199)}`,
          'Jordan',
        ],
        () => [`Abdali Boulevard, Tower ${r.int(1, 4)}`, `Amman ${r.int(11110, 11199)}, Jordan`],
      ])(),
  },
};
