// The thirteenth generator's people (session 16; their pools are europe-asia.mjs and
// americas-africa.mjs): ten countries no earlier set drew from — Ukraine, Georgia, Armenia,
// Guatemala, Venezuela, Trinidad and Tobago, Mauritius, Bangladesh, Jordan and Zambia — in Latin
// letters as their English-side cards print them (Ukrainian, Georgian and Armenian names
// transliterated, two Spanish surnames, hyphenated French given names, `Al-` names). Titles in
// English, Spanish or French (some on two lines). Firms as they write themselves: with a legal
// form (`LLC`, `CJSC`, `JSC`, `S.A.`, `C.A.`, `Limited`, `Ltée`, `Ltd.`, `Co. Ltd.`) or without,
// some in capitals, some a family's name (`… & Sons`, `… Frères`, `… y Asociados`); each with the
// stem its domain is made of. Addresses in each country's shape: Kyiv's `vul.` with the postcode
// last, Tbilisi's avenues and four-digit codes, Yerevan's `Ave.` and `0010`, Guatemala's `6a.
// Avenida 12-34, Zona 10`, Caracas's towers, `Piso` and `Of.`, Port of Spain's `#45` and districts,
// Mauritius's levels and `Ebène 72201`, Dhaka's house / road / area lines, Amman's buildings and
// P.O. boxes, Lusaka's plots and stands. Numbers (`kinds`, office then mobile): national digits =
// `start` + random digits up to `length`, kept once libphonenumber-js calls +`code` with the
// national digits less `trunk` valid (wording.mjs), printed the country's way.
import { AMERICAS_AFRICA } from './americas-africa.mjs';
import { EUROPE_ASIA } from './europe-asia.mjs';

const { UA, GE, AM, BD, JO } = EUROPE_ASIA;
const { GT, VE, TT, MU, ZM } = AMERICAS_AFRICA;
/** The ten countries in the order the cards take them in turn. */
export const COUNTRIES = { UA, GE, AM, GT, VE, TT, MU, BD, JO, ZM };
