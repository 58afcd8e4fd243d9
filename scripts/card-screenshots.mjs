// `node scripts/card-screenshots.mjs [base-url]`: the demo cards at a phone's width (390 px) and a
// desktop's (1280 px), with and without a photo, as small PNGs in docs/images/ for
// docs/profiles-and-cards.md. With a base URL it photographs that running stack (`npm start`:
// http://127.0.0.1:5000); without one it boots the journeys' first stack (startE2eStack) with
// fresh demo data (run it under the e2e lock: `flock /tmp/e2e.lock node scripts/card-screenshots.mjs`).
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { root, run } from './lib/stack.mjs';
import { startE2eStack } from './lib/e2e-stack.mjs';
import { ensureWalletCredentials } from './lib/wallet-credentials.mjs';

const CARDS = [
  { name: 'card-photo', path: '/card/@jordan-rivera' },
  { name: 'card-initials', path: '/card/@jordan-makes' },
];
const WIDTHS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
];
const outDir = resolve(root, 'docs', 'images');

async function photograph(baseUrl) {
  mkdirSync(outDir, { recursive: true });
  // Debian's Chromium, as the journeys use (web/playwright.config.ts).
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const viewport of WIDTHS) {
      const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      for (const card of CARDS) {
        await page.goto(`${baseUrl}${card.path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The top of the card, what a visitor sees first; a palette PNG keeps the file small.
        const shot = await page.screenshot({ fullPage: false });
        const file = resolve(outDir, `${card.name}-${viewport.name}.png`);
        await sharp(shot).png({ palette: true, colours: 128, compressionLevel: 9 }).toFile(file);
        console.log(`wrote ${file}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const given = process.argv[2];
if (given) {
  await photograph(given.replace(/\/$/, ''));
} else {
  // The card pages are server-rendered: the stack needs no web build, only a public folder.
  const base = resolve(root, '.local-shots');
  rmSync(base, { recursive: true, force: true });
  mkdirSync(resolve(base, 'web'), { recursive: true });
  await run('npm', ['run', 'build', '-w', 'functions']);
  const wallet = ensureWalletCredentials(resolve(base, 'wallet'));
  const stack = await startE2eStack(0, { base, webDir: '.local-shots/web', walletDir: wallet.dir });
  try {
    await photograph(stack.env.E2E_BASE_URL);
  } finally {
    await stack.stop();
  }
}
