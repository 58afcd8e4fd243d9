import { EXPORT_FILES } from '../../contract/privacy';

/** README.txt of the export: what each file holds, in plain words. */
export function exportReadme(at: Date): string {
  return [
    `Your Everlink data, exported on ${at.toISOString()}.`,
    '',
    `${EXPORT_FILES.account}        your account record and how you sign in`,
    `${EXPORT_FILES.profiles}       every profile, deleted ones included, as you see them in the editor`,
    `${EXPORT_FILES.links}          your short links and their visit counts`,
    `${EXPORT_FILES.cards}          your physical cards`,
    `${EXPORT_FILES.contactsCsv}  your contacts (opens in a spreadsheet; cells that look like formulas start with an apostrophe)`,
    `${EXPORT_FILES.contactsVcf}  the same contacts as vCards, for an address book`,
    `${EXPORT_FILES.analytics}      your profiles' visits and clicks, one JSON object a line (day "all" is the all-time total)`,
    `${EXPORT_FILES.integrations}   the services you connected and their state (no passwords or access tokens)`,
    `${EXPORT_FILES.subscriptions}  your subscriptions`,
    `${EXPORT_FILES.company}        your company membership, if any`,
    `${EXPORT_FILES.occupations}     job titles you added for suggestions`,
    `${EXPORT_FILES.uploads}           the files you uploaded: profile pictures, link files, videos, contact photos`,
    '',
  ].join('\n');
}
