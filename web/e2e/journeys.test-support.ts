import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

export const PROJECT_ID = 'demo-everlink';
export const authHost = process.env.E2E_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5100';

export const DEMO_PASSWORD = 'everlink-demo';
export const DEMO = {
  user: { email: 'user@demo.everlink.test', firstName: 'Jordan', phoneNumber: '+14155550101' },
  superadmin: { email: 'super@demo.everlink.test', firstName: 'Sam' },
};

/** A suffix that makes each run's people new to the emulator. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest out-of-band code (email link, reset, verification) the Auth emulator sent to `email`. */
export async function oobCodeFor(email: string, requestType: string): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** The newest SMS code the Auth emulator "sent" to `phoneNumber`. */
export async function smsCodeFor(phoneNumber: string, after: Set<string> = new Set()): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
      const { verificationCodes } = (await res.json()) as {
        verificationCodes: { phoneNumber: string; code: string; sessionInfo: string }[];
      };
      code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber && !after.has(c.sessionInfo)).at(-1)?.code;
      return !!code;
    })
    .toBe(true);
  return code!;
}

/** Session ids of the SMS codes already sent, so a test reads only its own. */
export async function sentSmsSessions(): Promise<Set<string>> {
  const res = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { sessionInfo: string }[] };
  return new Set(verificationCodes.map((c) => c.sessionInfo));
}

/** An ID token straight from the Auth emulator's REST API, to ask the API what the app did. */
export async function idTokenOf(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-everlink-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An identity without a user record, made through the Auth emulator's REST API. */
export async function createIdentity(email: string, password: string): Promise<void> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-everlink-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${res.status}`);
}

/** The API as a script sees it: JSON in and out, with a bearer. */
export async function callApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A download's text, long vCard lines unfolded. */
export async function textOf(download: Download): Promise<string> {
  return (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
}

/** Clicks the card's “Save contact” and answers the .vcf it downloads. */
export async function saveContact(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  return textOf(download);
}

/** The person confirmed their address (the Auth emulator's admin API, as the mail's link would). */
export async function verifyEmail(uid: string): Promise<void> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!res.ok) throw new Error(`verifying ${uid}: ${res.status} ${await res.text()}`);
}

/** maildev's HTTP API (maildev 2+): `GET /api/email` lists every message with its text and html. */
const inboxUrl = process.env.E2E_MAILDEV_URL ?? 'http://127.0.0.1:1180';

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

/** The newest mail to `address` once it has arrived (SMTP delivery is asynchronous). */
export async function mailTo(address: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${inboxUrl}/api/email`)).json()) as CaughtMail[];
      found = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address)).at(-1);
      return !!found;
    })
    .toBe(true);
  // One message read on its own, as an inbox would open it.
  return (await (await fetch(`${inboxUrl}/api/email/${found!.id}`)).json()) as CaughtMail;
}
