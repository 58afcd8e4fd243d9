import { lettersIn, withoutAccents, words, type CardLine } from './text';

/** Whole words in any alphabet (\b only knows ASCII letters: "chargée" would not end). */
export const START = '(?<![\\p{L}\\d])';
export const END = '(?![\\p{L}\\d])';

/**
 * Words of job titles (English, German, French, Spanish, Dutch, Italian, Portuguese, and the
 * commonest of Scandinavian, Polish, Finnish, Hungarian, Czech, Turkish, Romanian, Lithuanian,
 * Croatian, Serbian, Slovene, Estonian, Albanian, Indonesian, Malay and Catalan; Russian in Latin
 * letters, as Central Asian cards print it: "Glavnyi bukhgalter"), written
 * without accents; one of them makes a line a title. Words that also name a business ("guide",
 * "pilot", "host") are left out: a line with one would be taken from the company.
 */
const TITLE_WORDS = words(`
  ceo cto cfo coo cmo cio ciso cpo cro vp svp evp avp md gm
  chief president vice founder co-founder cofounder owner partner principal director head lead manager
  chair chairman chairwoman chairperson deputy dean provost rector fellow
  engineer developer programmer designer architect analyst scientist researcher consultant advisor adviser specialist
  coordinator associate assistant administrator officer executive representative agent broker strategist
  producer editor writer copywriter translator photographer illustrator artist curator chef nurse physician surgeon
  dentist therapist pharmacist veterinarian optician midwife paramedic
  attorney lawyer solicitor barrister counsel paralegal notary accountant auditor actuary underwriter controller
  treasurer secretary economist statistician surveyor estimator inspector investigator geologist agronomist
  teacher professor lecturer tutor coach trainer recruiter sales marketing operations intern trainee technician
  mechanic electrician plumber contractor realtor planner buyer merchandiser supervisor foreman superintendent
  receptionist clerk liaison ambassador proprietor proprietress
  geschaftsfuhrer geschaftsfuhrerin leiter leiterin leitung berater beraterin entwickler entwicklerin
  inhaber inhaberin vorstand vorsitzender vorsitzende prokurist prokuristin referent referentin
  sachbearbeiter sachbearbeiterin assistent assistentin ingenieurin architekt architektin direktor direktorin
  professorin lehrstuhl rechtsanwalt rechtsanwaltin steuerberater steuerberaterin grunder grunderin mitarbeiter mitarbeiterin
  directeur directrice responsable charge chargee gerant gerante ingenieur ingenieure avocat avocate conseiller conseillere
  chef cheffe presidente fondateur fondatrice cofondateur cofondatrice associe associee architecte comptable consultante
  attache attachee delegue deleguee administrateur administratrice developpeur developpeuse chercheur chercheuse
  professeur professeure notaire pharmacien pharmacienne medecin infirmier infirmiere technicien technicienne
  stagiaire assistante secretaire gestionnaire analyste acheteur acheteuse expert experte
  gerente directora jefe jefa ingeniero ingeniera disenador disenadora abogado abogada asesor asesora presidenta
  fundador fundadora cofundador cofundadora socio socia consultor consultora coordinador coordinadora tecnico tecnica
  analista arquitecto arquitecta desarrollador desarrolladora contable contador contadora administrador administradora
  ejecutivo ejecutiva especialista asistente secretario secretaria encargado encargada delegado delegada
  representante vendedor vendedora medico medica enfermero enfermera profesor profesora investigador investigadora
  asociado asociada
  hoofd adviseur medewerker medewerkster eigenaar oprichter bedrijfsleider vennoot voorzitter secretaris
  penningmeester ontwerper ontwikkelaar verkoper advocaat notaris
  direttore direttrice responsabile amministratore amministratrice fondatore socio ingegnere architetto avvocato
  avvocata commercialista consulente progettista sviluppatore sviluppatrice coordinatore coordinatrice ricercatore
  ricercatrice professore professoressa segretario impiegato impiegata titolare capo gestore
  diretor diretora engenheiro engenheira advogado advogada coordenador coordenadora arquiteto arquiteta
  desenvolvedor desenvolvedora responsavel subdirector subdirectora subgerente
  konsult konsulent direktor direktør direktör radgiver radgivare saljare selger ingenjor ingeniør sjef leder ledare
  dyrektor kierownik specjalista prezes wlasciciel wspolnik
  johtaja paallikko asiantuntija insinoori konsultti toimitusjohtaja
  igazgato vezeto ugyvezeto menedzser tanacsado mernok kepviselo
  reditel reditelka manazer manazerka jednatel jednatelka konzultant konzultantka vedouci specialistka
  mudur muduru uzman uzmani yonetici danisman muhendis
  inginer sef
  managerin direktorius direktore vadovas vadove vadybininkas vadybininke voditelj voditeljica direktorica
  juhataja juht menaxher menaxhere drejtor drejtore zhvillues zhvilluese direktur kepala manajer
  menadzer menadzerka rukovodilac rukovoditeljka vodja
  menejer rahbar pule
  glavnyi glavnyy generalnyi generalnyy bukhgalter menedzher nachalnik rukovoditel zamestitel inzhener spetsialist
  gerent contabilista gestor gestora
  pengurus pengarah pegawai jurutera
`);

/**
 * German, Dutch, Scandinavian and Finnish titles are often one compound word: "Projektleiterin",
 * "Vertriebsberater", "Teamleider", "Beleidsmedewerker", "Försäljningschef", "Chefkonsulent",
 * "Asiakkuusjohtaja", "Myyntipäällikkö"; Estonian "Projektijuht", Icelandic "Framkvæmdastjóri". The umlaut of "-führer" is often read as "ii", "li", "it" or "i".
 */
const COMPOUND_TITLE =
  '\\p{L}{3,}(?:leiter|leiterin|leitung|leider|berater|beraterin|f(?:u|ii|li|it|i)hrer|f(?:u|ii|li|it|i)hrerin|manager|managerin|' +
  'ingenieur|ingenieurin|entwickler|entwicklerin|kaufmann|kauffrau|referent|referentin|assistent|assistentin|' +
  'direktor|direktorin|architekt|architektin|techniker|technikerin|medewerker|adviseur|beauftragter|beauftragte|' +
  'chef|konsulent|ingeniør|ingenjör|ingenior|ingenjor|leder|ledare|sjef|radgiver|rådgiver|johtaja|paallikko|juht|stjori)';

/** Catalan "Cap de Vendes" (head of sales): "cap" alone is as often a word of a firm's name. */
const TITLE_PHRASES = "cap d(?:e|')";

/** Scientists and doctors named by their field: "Marine Biologist", "Radiologist", "Hydrologist". */
const OLOGIST = '\\p{L}{2,}ologist';

const TITLE = new RegExp(`${START}(?:${TITLE_WORDS}|${COMPOUND_TITLE}|${TITLE_PHRASES}|${OLOGIST})${END}`, 'iu');

/**
 * "Geschaftsflihrer", "Geschiiftsfithrer": the umlauts of "-führer" read as "li", "ii", "it" or "i", of "Geschäfts-" as "ii", are put back ("Geschäftsführer");
 * the D of "Departement" read as an O or lost, too;
 * a word's last letter the engine set apart ("Relationshi p") joins it again, unless it is one of the
 * one-letter words of titles ("y", "e", "i", "a", "o": "Mercadeo y Ventas").
 */
export function withTitleSlips(text: string): string {
  return withFiBeforeConsonantAsA(withLetterSlips(text))
    .replace(/(?<!\p{L})O?epart(?=[ae]ment)/gu, 'Depart')
    .replace(/(?<=\p{Ll}{3}) ([b-df-hj-np-xz])(?= |$)/gu, '$1')
    .replace(/(?<=\p{L})f(?:ii|li|it|i)hrer/gu, 'führer')
    .replace(/gesch(?:a|ä|ii)fts(?=führer)/giu, (m) => `${m.slice(0, 5)}äfts`);
}

/**
 * Letters read as others of like shape where no title's word has them: a capital V as U ("Uentas",
 * "Uice"), a G as Q ("Qerente": a Q stands before a u), an accented e as two letters ("Geérante"),
 * a bar before a small word ("Menaxher |i Shitjeve").
 */
const withLetterSlips = (text: string) =>
  text
    .replace(/(?<!\p{L})U(?=[aeio]\p{Ll})/gu, 'V')
    .replace(/(?<!\p{L})Q(?=[aeio]\p{Ll})/gu, 'G')
    .replace(/(?<=\p{L})e(?=[éèêë])/gu, '')
    .replace(/(?<=\s)\|(?=\p{Ll})/gu, '');
/** A capital A read as "fi" ("Senior ficcountant"): put back where it makes a title word (withSpaceInTitleWord). */
const withFiAsA = (text: string) => text.replace(/(?<!\p{L})fi(?=[bcdghklmnpqrstvwxz])/gu, 'A');
/**
 * The same anywhere in a title or a company's name ("Key ficcount Manager", "Zemplin figro a.s."), before the
 * letters no word opens with "fi" before in them ("financier", "fiscal", "first" stay).
 */
export const withFiBeforeConsonantAsA = (text: string) => text.replace(/(?<!\p{L})fi(?=[bcdgkmptvz]\p{Ll})/gu, 'A');

/** Does the line have a job title word? (Legal forms are the company's, checked by the caller.) */
export const hasTitleWord = (text: string) => TITLE.test(withoutAccents(text));

/**
 * Words that name a part of an organisation or of a country ("Departamento Comercial", "Département
 * Maintenance", "Shefa Province"): never a word of a person's name. The engine reads the D as an O
 * or loses it ("Oepartement", "Oepartamenti").
 */
const UNIT_WORDS = `(?:department|departments|dept|[do]?epartament[oi]?|[do]?epartement|division|province|provincia)`;
const UNIT = new RegExp(`${START}${UNIT_WORDS}${END}`, 'iu');
/** Does the line name a department or a province? Then it is no name (nameScore). */
export const namesUnit = (text: string) => UNIT.test(withoutAccents(text));

/**
 * Departments and areas a title names on its second line ("Principal Consultant" / "Supply Chain
 * & Logistics", "Head of" / "Research and Development"); on their own they are not a title.
 */
const DEPARTMENT_WORDS = `(?:(?:${words(`
    business development sales marketing operations finance financial accounting legal compliance risk security
    procurement purchasing logistics supply chain communications communication public investor relations research
    product products design data strategy partnerships partner customer success support services service quality
    digital innovation engineering technology technical it hr human resources people talent administration facilities
    platform platforms payments growth brand content media events projects project programmes programs analytics
    transformation sustainability banking corporate retail wholesale audit assurance licensing tax treasury energy
    desk export import tourism hospitality hotels resorts agribusiness
    commercial client clients private region mining equipment exploration
    western eastern northern southern africa asia pacific caribbean balkans gulf
    banque privee turismo transportes transporte
    energie
    emea apac americas europe international global regional national north south east west central
    vertrieb einkauf personal forschung entwicklung technik kommunikation informatik
    communicatie projecten verkoop inkoop financien
    ventes achats projets communication developpement
    ventas compras proyectos comunicacion desarrollo finanzas mercadeo recursos humanos administracion
    ressources humaines conformite administrative administratif financiere financier
    vendite acquisti progetti comunicazione sviluppo mercati esteri
    markets office r&d
    comercial commerciale maintenance mantenimiento energies renouvelables renewable renewables renovables
    banca empresarial empresas teknologjise teknologjia shitjeve
  `)}|${UNIT_WORDS})|&|and|und|et|y|en|e|i|of|de|des|du|der|für|fur|del|di|della)`;
const DEPARTMENT = new RegExp(`^(?:${DEPARTMENT_WORDS}(?:\\s+|$))+$`, 'iu');

/** A line that only names a department or area ("Supply Chain & Logistics"): part of a title, never a company. */
export const isDepartment = (text: string) => DEPARTMENT.test(withoutAccents(text));

/** Words of departments and the words that join them, one by one. */
const DEPARTMENT_WORD = new RegExp(`^${DEPARTMENT_WORDS}$`, 'iu');

/**
 * A title's second line naming an area more closely than the department words do: a department
 * with one word of its own before or after it ("Corporate Banking", "Duurzame Energie", "iGaming
 * Licensing", "Proyectos Mineros"). Only under a title; alone it could be a company's name.
 */
function namesArea(text: string): boolean {
  const parts = withoutAccents(text).split(' ');
  const known = parts.filter((p) => DEPARTMENT_WORD.test(p)).length;
  return parts.length >= 2 && known >= 1 && known >= parts.length - 1;
}

/** Words that join a title's parts: "Head of" / "Research and Development", "Jefa de Proyectos". */
const JOINING = 'and|of|for|und|für|fur|et|de|des|du|y|del|di|en|e|van|voor|ds\\.|i|och|og';
/** Words that leave a title unfinished: "Product Manager," / "Head of" / "Research &". */
const OPEN_END = new RegExp(`(?:,|&|\\s(?:${JOINING}))$`, 'i');
/** A title cut after a joining word ("Head of", "Specjalista ds."): its next line is the rest of it. */
const JOINED_END = new RegExp(`\\s(?:${JOINING})$`, 'i');
export const leavesTitleOpen = (text: string) => hasTitleWord(text) && JOINED_END.test(text);
/** Words that start a title's second line: "& Logistics", "and Partnerships", "of Operations". */
const CONTINUED = new RegExp(`^(?:&|${JOINING})\\s`, 'i');
/** A word alone under a title that qualifies it ("Directeur Général" / "Adjoint"). */
const QUALIFIER = /^(?:adjointe?|adjunt[oa]|int[ée]rim(?:aire)?)$/i;
/** Small words written in lower case inside a title: the joining words, articles and "della", "der", "da". */
const LINKING = new RegExp(`^(?:&|${JOINING}|the|la|le|della|der|den|da)$`, 'i');

/**
 * A job title set on two lines ("Senior Account" / "Manager", "Product Manager," / "Payments
 * Platform", "Principal Consultant" / "Supply Chain & Logistics"): the line next to the one with
 * the title word joins it when it is a few capitalised words of about the same size, not the name
 * or the company. Above, any such line; below, one the title leaves open, one that opens with
 * "&"/"and"/"of", a department or another title line. A line OCR read from the other column (an
 * email, a web address, taken out already) may sit between them.
 */
export function titleLines(
  title: CardLine,
  lines: readonly CardLine[],
  taken: readonly (CardLine | undefined)[],
  isCompany: (text: string) => boolean,
  hasLegalForm: (text: string) => boolean,
  address: readonly string[] = [],
): string {
  // An unsure read that short is a logo or an edge, not words; a letter or three left of a number is its label ("mM" of "mM +380 …").
  const label = (l: CardLine) => l.besideContact === true && lettersIn(l.text) <= 3;
  const free = (l: CardLine) => !taken.includes(l) && (l.confidence ?? 100) >= 50 && isTitlePart(l, title) && !label(l);
  const at = lines.indexOf(title);
  // A drawn icon read as a speck between the two lines ("Director of", "LY)", "Strategic Partnerships") is stepped over;
  // so is a pattern's print read as bits of no word of three letters ("Técnica Superior", ". Ce ee", "Departamento Comercial").
  const speck = (l: CardLine | undefined) =>
    l !== undefined && (l.confidence ?? 100) < 50 && (lettersIn(l.text) <= 3 || !/\p{L}{3}/u.test(l.text));
  const previous = lines.slice(0, at).findLast((l) => !speck(l));
  // The company or name set in another size beside it, read between the title's two lines ("Head of
  // Field" / "Msasani Tech Limited" / "Operations"), is stepped over.
  const below = lines.slice(at + 1).filter((l) => !speck(l));
  // So is the company in the title's size when the line after it can only be the title's area
  // ("Responsable" / "Marigold Paysage SAS" / "Ressources Humaines": two columns read across).
  const stepped =
    below[0] && taken.includes(below[0]) && (!isSameSize(below[0], title) || isDepartment(below[1]?.text ?? ''))
      ? below[0]
      : undefined;
  const next = stepped ? below[1] : below[0];
  const open = OPEN_END.test(title.text) || title.open === true;
  // Next to it, or with one line between that was taken out (an email read from the other column);
  // a title left open ("Chefkonsulent," / "Head of") with two (a number and an email beside it).
  // A title left open goes on past the name set larger between ("Jefe de" / "Andrés Araya" / "Mercadeo y Ventas").
  const larger = (t: CardLine) => !isSameSize(t, title) && (t.height ?? 0) > (title.height ?? 0);
  const close = (l: CardLine | undefined): l is CardLine =>
    l !== undefined &&
    Math.abs(l.index - title.index) <= (open && l.index > title.index ? 3 : 2) &&
    !taken.some(
      (t) =>
        t &&
        t !== stepped &&
        !(open && l.index > title.index && larger(t)) &&
        (t.index - l.index) * (t.index - title.index) < 0,
    );
  // A line in capitals over a title that is not is set apart from it (the company: "BRASSERIES DU
  // WOURI" / "Responsable" / "Ressources Humaines").
  const capitals = (text: string) => /\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text);
  const apart = (l: CardLine) => capitals(l.text) && !capitals(title.text);
  const before =
    close(previous) && free(previous) && !isCompany(previous.text) && !apart(previous) ? previous : undefined;
  // After "Head of", "Responsável de", "Specjalista ds." the line must go on: "Partnerships &
  // Alliances" reads like a company ("&") but is the rest of the title, unless it has a legal form.
  const joined = JOINED_END.test(title.text);
  const after =
    close(next) &&
    free(next) &&
    (open || !before) &&
    (open ||
      CONTINUED.test(next.text) ||
      QUALIFIER.test(next.text) ||
      namesArea(next.text) ||
      isDepartment(next.text) ||
      namesPlaceOf(next.text, address) ||
      hasTitleWord(next.text)) &&
    (joined ? !hasLegalForm(next.text) : !isCompany(next.text))
      ? next
      : undefined;
  const first = after && title.open ? `${title.text},` : title.text;
  // A title set a word a line ("Customer" / "Success" / "Lead"): a second line above joins when the
  // two above name a department together.
  const higher = before && lines.slice(0, lines.indexOf(before)).findLast((l) => !speck(l));
  const above =
    higher && before.index - higher.index === 1 && free(higher) && isDepartment(`${higher.text} ${before.text}`)
      ? higher
      : undefined;
  return [above?.text, before?.text, first, after?.text].filter(Boolean).join(' ');
}

/**
 * A place the card's address names, alone under a title, is the area the title covers ("Guest
 * Relations Manager" / "Praslin" over "Praslin, Seychelles"; "Reservations Manager" / "Ambergris Caye").
 */
const namesPlaceOf = (text: string, address: readonly string[]) =>
  address.some((line) => line.split(/,\s*/).some((part) => part === text));

/** Within a quarter of the title's height, or of a size not known. */
const isSameSize = (line: CardLine, title: CardLine) =>
  line.height === null || title.height === null || Math.abs(line.height - title.height) <= title.height * 0.25;

/** A few words, each capitalised or a joining word ("of", "&", "de"), of about the title's size. */
function isTitlePart(line: CardLine, title: CardLine): boolean {
  const parts = line.text.split(' ');
  return (
    isSameSize(line, title) &&
    parts.length <= 5 &&
    !/[\d@]/.test(line.text) &&
    // A word may open with one small letter before its capital, as brands write them ("iGaming", "eCommerce");
    // an apostrophe inside a place's name ("Vava'u Office"); a department's first capital lost ("finance Department").
    (parts.every((p) => /^\p{Ll}?[\p{Lu}&][\p{L}&,.'’-]*$/u.test(p) || LINKING.test(p)) || isDepartment(line.text))
  );
}

/**
 * A title's last word the engine cut, its last letters read as a line of their own under it
 * ("Software Archite" / "ct"): the two lines as one, when only together they hold a title word.
 */
export function withCutTitleWords(read: readonly CardLine[]): CardLine[] {
  const lines = read.map((line) => withSpaceInAreaWord(withSpaceInTitleWord(line)));
  return lines.flatMap((line, k) => {
    const tail = lines[k + 1];
    const previous = lines[k - 1];
    if (previous && /^\p{Ll}{1,3}$/u.test(line.text) && joinsCut(previous, line)) return [];
    return tail && /^\p{Ll}{1,3}$/u.test(tail.text) && joinsCut(line, tail)
      ? [{ ...line, text: line.text + tail.text }]
      : [line];
  });
}
/**
 * A space read inside a title word, before its lower-case rest ("Mene jer" for Menejer): the word
 * whole; a title word's letters misread ("Qerente General", "Senior ficcountant"): the title.
 */
function withSpaceInTitleWord(line: CardLine): CardLine {
  if (hasTitleWord(line.text)) return line;
  const joined = line.text.replace(/(?<=\p{L}) (?=\p{Ll})/gu, '');
  if (joined !== line.text && hasTitleWord(joined) && joined.split(' ').length === 1) return { ...line, text: joined };
  const letters = withFiAsA(withLetterSlips(line.text));
  return letters !== line.text && hasTitleWord(letters) ? { ...line, text: letters } : line;
}

/** A space read inside a department's word ("Tour ism Officer", "Car ibbean Sales"): the word whole, when only whole it is one. */
function withSpaceInAreaWord(line: CardLine): CardLine {
  const text = line.text.replace(
    /(?<!\p{L})(\p{Lu}\p{Ll}*) (\p{Ll}{2,})(?!\p{L})/gu,
    (whole, head: string, tail: string) =>
      DEPARTMENT_WORD.test(withoutAccents(head + tail)) &&
      !DEPARTMENT_WORD.test(withoutAccents(tail)) &&
      !LINKING.test(tail)
        ? head + tail
        : whole,
  );
  return text === line.text ? line : { ...line, text };
}

const joinsCut = (line: CardLine, tail: CardLine) =>
  tail.index === line.index + 1 && !hasTitleWord(line.text) && hasTitleWord(line.text + tail.text);
