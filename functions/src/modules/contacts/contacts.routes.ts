import { Router, type Request } from 'express';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { addressKeyOf, publicRateLimit, userRateLimit } from '../../platform/rate-limit';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { importOptions } from '../../contract/contact-import';
import { fileReader } from '../../platform/uploads';
import { issueChallenge } from '../../platform/challenge';
import { LEAD_CHALLENGE } from '../../contract/challenge';
import { id } from '../../contract/common';
import {
  bulkDeleteBody,
  contactFileTypeParam,
  contactFilters,
  contactSelectionBody,
  createContactBody,
  exportContactsBody,
  leadDayBody,
  leadErasureBody,
  listContactsQuery,
  mergeContactsBody,
  tagSelectionBody,
  updateContactBody,
} from '../../contract/contacts';
import * as contacts from './contacts.service';
import { exportFile } from './contacts.export';
import { LEAD_CHALLENGE_LIMIT, LEAD_ERASURE_LIMIT, LEAD_FORM, submitLead } from './contacts.leads';

const contactIdParam = z.object({ contactId: id() });
const profileIdParam = z.object({ profileId: id() });
const importIdParam = z.object({ importId: importOptions.shape.importId.unwrap() });

/**
 * A lead is a visitor's submission of a profile's public form: no token, or a body with
 * `consent` (the form always sends it; a signed-in visitor's client sends their token too).
 */
const isLead = (req: Request) =>
  !req.user || (typeof req.body === 'object' && req.body !== null && 'consent' in req.body);

export function contactsRoutes(ctx: AppContext): Router {
  const router = Router();
  // A lead's address budget is taken inside, after the proof of work and the honeypot (contacts.leads.ts).
  router.post('/contacts', ctx.optionalAuthOrKey('create', 'Contact'), async (req, res) => {
    if (isLead(req)) {
      res.status(201).json({ data: await submitLead(ctx, req.body, addressKeyOf(req)) });
      return;
    }
    const { contact, created } = await contacts.createContact(ctx, callerOf(req), parse(createContactBody, req.body));
    res.status(created ? 201 : 200).json({ data: contact });
  });
  // The lead form's ticket: signed, no store read or write, so it says nothing about the profile.
  const challengeLimit = publicRateLimit(ctx, LEAD_CHALLENGE_LIMIT);
  router.get('/public/lead-challenge', challengeLimit, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.query);
    res.set('Cache-Control', 'no-store');
    res.json({
      data: await issueChallenge(ctx, LEAD_FORM, profileId, {
        ...LEAD_CHALLENGE,
        difficulty: ctx.config.leadChallengeDifficulty,
      }),
    });
  });

  // The form's lead budget today, and an event's lift of it (docs/event-mode.md).
  router.get('/contacts/lead-day/:profileId', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.json({ data: await contacts.leadDayOfProfile(ctx, callerOf(req), profileId) });
  });
  router.put('/contacts/lead-day/:profileId', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.json({ data: await contacts.setLeadDay(ctx, callerOf(req), profileId, parse(leadDayBody, req.body)) });
  });

  router.get('/contacts', ctx.requireAuthOrKey('read', 'Contact'), async (req, res) => {
    res.json(await contacts.listContacts(ctx, callerOf(req), parse(listContactsQuery, req.query)));
  });
  router.delete('/contacts', ctx.requireAuthOrKey('delete', 'Contact'), async (req, res) => {
    res.json({ data: await contacts.deleteContacts(ctx, callerOf(req), parse(bulkDeleteBody, req.body)) });
  });

  // "Every contact matching this filter" (contacts.selection.ts): its size, and bulk steps over it.
  router.get('/contacts/count', ctx.requireAuthOrKey('read', 'Contact'), async (req, res) => {
    res.json({ data: await contacts.countContacts(ctx, callerOf(req), parse(contactFilters, req.query)) });
  });
  router.post('/contacts/selection/delete', ctx.requireAuthOrKey('delete', 'Contact'), async (req, res) => {
    res.json({ data: await contacts.deleteSelection(ctx, callerOf(req), parse(contactSelectionBody, req.body)) });
  });
  router.post('/contacts/selection/tag', ctx.requireAuthOrKey('update', 'Contact'), async (req, res) => {
    res.json({ data: await contacts.tagSelection(ctx, callerOf(req), parse(tagSelectionBody, req.body)) });
  });

  router.get('/contacts/favorite', ctx.requireAuthOrKey('read', 'Contact'), async (req, res) => {
    res.json(
      await contacts.listContacts(ctx, callerOf(req), parse(listContactsQuery, { ...req.query, favorite: 'true' })),
    );
  });
  router.get('/contacts/merge', ctx.requireAuthOrKey('read', 'Contact'), async (req, res) => {
    res.json({ data: await contacts.findDuplicates(ctx, callerOf(req)) });
  });
  router.post('/contacts/merge', ctx.requireAuthOrKey('update', 'Contact'), async (req, res) => {
    res.json({ data: await contacts.mergeContacts(ctx, callerOf(req), parse(mergeContactsBody, req.body)) });
  });
  router.post('/contacts/sync/profile/:contactId', ctx.requireAuthOrKey('update', 'Contact'), async (req, res) => {
    const { contactId } = parse(contactIdParam, req.params);
    res.json({ data: await contacts.syncFromProfile(ctx, callerOf(req), contactId) });
  });

  router.post('/contacts/:type/export', ctx.requireAuthOrKey('read', 'Contact', { fresh: true }), async (req, res) => {
    const { type } = parse(contactFileTypeParam, req.params);
    const selection = parse(exportContactsBody, req.body);
    const caller = callerOf(req);
    const file = exportFile(type, contacts.contactsForExport(ctx, caller, selection), {
      publicUrl: ctx.config.publicUrl,
      date: ctx.clock.now(),
    });
    res.status(200);
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('cache-control', 'no-store');
    // Once bytes are out an error can only cut the download short; pipeline ends the response either way.
    await pipeline([...file.streams, res]).catch((error: unknown) => {
      if (!res.headersSent) throw error;
      ctx.logger.warn({ err: error }, 'contact export ended early');
    });
  });
  // An import reads and checks a whole file and may write 10,000 contacts: bounded per person.
  const importLimit = userRateLimit(ctx, { name: 'contact-import', windowMs: 10 * 60_000, limit: 60 });
  router.post('/contacts/:type/preview', ctx.requireAuth, importLimit, async (req, res) => {
    const { type } = parse(contactFileTypeParam, req.params);
    const upload = await fileReader(ctx, req, { kind: type, anyEncoding: true })();
    res.json({ data: contacts.previewUpload(type, upload) });
  });
  router.post('/contacts/:profileId/:type/import', ctx.requireAuth, importLimit, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    const { type } = parse(contactFileTypeParam, req.params);
    res.status(201).json({
      data: await contacts.importContacts(
        ctx,
        callerOf(req),
        profileId,
        type,
        fileReader(ctx, req, { kind: type, anyEncoding: true }),
      ),
    });
  });
  router.get('/contacts/imports/:importId', ctx.requireAuth, async (req, res) => {
    const { importId } = parse(importIdParam, req.params);
    res.set('Cache-Control', 'no-store');
    res.json({ data: await contacts.importProgress(ctx, callerOf(req), importId) });
  });
  router.get('/contacts/imports/:importId/report', ctx.requireAuth, async (req, res) => {
    const { importId } = parse(importIdParam, req.params);
    const rows = await contacts.importReport(ctx, callerOf(req), importId);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="everlink-import-${importId}-problems.csv"`);
    res.setHeader('cache-control', 'no-store');
    res.send(stringifyCsv(rows, { bom: true, record_delimiter: 'windows' }));
  });
  router.post('/contacts/:contactId/display/upload', ctx.requireAuth, async (req, res) => {
    const { contactId } = parse(contactIdParam, req.params);
    res.json({
      data: await contacts.setContactPhoto(ctx, callerOf(req), contactId, fileReader(ctx, req, { kind: 'image' })),
    });
  });

  router.get('/contacts/:contactId', ctx.requireAuthOrKey('read', 'Contact'), async (req, res) => {
    const { contactId } = parse(contactIdParam, req.params);
    res.json({ data: await contacts.getContact(ctx, callerOf(req), contactId) });
  });
  router.put('/contacts/:contactId', ctx.requireAuthOrKey('update', 'Contact'), async (req, res) => {
    const { contactId } = parse(contactIdParam, req.params);
    res.json({ data: await contacts.updateContact(ctx, callerOf(req), contactId, parse(updateContactBody, req.body)) });
  });
  router.delete('/contacts/:contactId', ctx.requireAuthOrKey('delete', 'Contact'), async (req, res) => {
    const { contactId } = parse(contactIdParam, req.params);
    res.json({ data: await contacts.deleteContact(ctx, callerOf(req), contactId) });
  });
  // The visitor's own "delete my details" link from the thank-you page (lead-erasure.ts).
  const erasureLimit = publicRateLimit(ctx, LEAD_ERASURE_LIMIT);
  router.post('/public/leads/:contactId/erasure', erasureLimit, async (req, res) => {
    const { contactId } = parse(contactIdParam, req.params);
    const { token } = parse(leadErasureBody, req.body);
    res.json({ data: await contacts.requestLeadErasure(ctx, contactId, token) });
  });
  return router;
}
