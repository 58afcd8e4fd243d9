import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2';
import type { Express } from 'express';
import { createApp } from './app';
import { buildDeps } from './platform/runtime';
import { scheduledJobs } from './jobs/schedules';

/** Cloud Functions entry points: wiring only. */

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

let app: Promise<Express> | undefined;
const getApp = () => (app ??= buildDeps().then(createApp));

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 120, concurrency: 80 }, async (req, res) => {
  (await getApp())(req, res);
});

/** /card/** from Hosting: the same app answers the server-rendered card page. */
export const cardPage = onRequest({ memory: '256MiB', concurrency: 80 }, async (req, res) => {
  (await getApp())(req, res);
});

export const { refreshInstagram, refreshTwitter, refreshTiktok } = scheduledJobs(buildDeps);
