import type { Bench } from './lib';
import { apiUsersBench } from './api-users.bench';
import { contactsBench } from './contacts.bench';
import { cardPageBench } from './card-page.bench';
import { leadFormBench } from './lead-form.bench';
import { leadMailBench } from './lead-mail.bench';
import { companyImportBench } from './company-import.bench';
import { authBackupBench } from './auth-backup.bench';
import { contactFilesBench } from './contact-files.bench';
import { occupationsBench } from './occupations.bench';
import { requestWalkBench } from './request-walk.bench';
import { budgetsBench } from './budgets.bench';
import { refreshRunBench } from './refresh-run.bench';
import { costBench } from './cost.bench';

/** Every benchmark, by name; `npm run bench -w functions -- <name>…` runs only those named. */
const benches: Bench[] = [
  apiUsersBench,
  contactsBench,
  contactFilesBench,
  cardPageBench,
  leadFormBench,
  leadMailBench,
  companyImportBench,
  authBackupBench,
  occupationsBench,
  requestWalkBench,
  budgetsBench,
  refreshRunBench,
  costBench,
];

async function main(names: string[]): Promise<number> {
  const unknown = names.filter((name) => !benches.some((b) => b.name === name));
  if (unknown.length) {
    console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${benches.map((b) => b.name).join(', ')}`);
    return 1;
  }
  const selected = names.length ? benches.filter((b) => names.includes(b.name)) : benches;
  for (const bench of selected) {
    console.log(`\n## ${bench.name}: ${bench.description}\n`);
    await bench.run();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
