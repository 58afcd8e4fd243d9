import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { fileReader } from '../../platform/uploads';
import { publicRateLimit } from '../../platform/rate-limit';
import { id } from '../../contract/common';
import {
  backgroundVideoBody,
  createProfileBody,
  deactivateBody,
  everlinkUploadQuery,
  profileImageTypeParam,
  slugQuery,
  updateConfigBody,
  updateProfileBody,
  updateSocialsBody,
} from '../../contract/profiles';
import * as profiles from './profiles.service';
import * as media from './profiles.media';

const idParam = z.object({ id: id() });
const profileIdParam = z.object({ profileId: id() });
const socialMediaParam = z.object({ profileId: id(), socialsName: z.string().trim().toLowerCase().min(1).max(40) });

export function profilesRoutes(ctx: AppContext): Router {
  const router = Router();
  const slugLimit = publicRateLimit(ctx, { name: 'slug-check', windowMs: 60_000, limit: 60 });

  router.get('/profiles', ctx.requireAuth, async (req, res) => {
    res.json({ data: await profiles.listProfiles(ctx, callerOf(req)) });
  });
  router.post('/profiles', ctx.requireAuth, async (req, res) => {
    res
      .status(201)
      .json({ data: await profiles.createProfile(ctx, callerOf(req), parse(createProfileBody, req.body)) });
  });
  // Before /profiles/:id, which would take "slug" for an id.
  router.get('/profiles/slug', ctx.requireAuth, slugLimit, async (req, res) => {
    res.json({ data: await profiles.slugAvailability(ctx, callerOf(req), parse(slugQuery, req.query)) });
  });

  router.get('/profiles/:id', ctx.optionalAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.getProfile(ctx, req.user, id) });
  });
  router.put('/profiles/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.updateProfile(ctx, callerOf(req), id, parse(updateProfileBody, req.body)) });
  });

  router.get('/profiles/:id/everlinks', ctx.optionalAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.getEverlinks(ctx, req.user, id) });
  });
  router.post('/profiles/:id/everlinks/upload', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    const query = parse(everlinkUploadQuery, req.query);
    const read = fileReader(ctx, req, { kind: query.target === 'thumbnail' ? 'image' : 'document' });
    const { created, everlink } = await media.uploadEverlink(ctx, callerOf(req), id, query, read);
    res.status(created ? 201 : 200).json({ data: everlink });
  });

  router.get('/profiles/:id/link', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.getProfileLink(ctx, callerOf(req), id) });
  });

  router.get('/profiles/:id/socials', ctx.optionalAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.getSocials(ctx, req.user, id) });
  });
  router.put('/profiles/:id/socials', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    // The list itself, or { socials: [...] }.
    const body = parse(updateSocialsBody, Array.isArray(req.body) ? { socials: req.body } : req.body);
    res.json({ data: await profiles.putSocials(ctx, callerOf(req), id, body.socials) });
  });

  router.get('/profiles/:id/config', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.getConfig(ctx, callerOf(req), id) });
  });
  router.put('/profiles/:id/config', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.putConfig(ctx, callerOf(req), id, parse(updateConfigBody, req.body)) });
  });

  router.put('/profiles/:id/delete', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await profiles.deleteProfile(ctx, callerOf(req), id) });
  });
  router.put('/profiles/:id/deactivate', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    const { deactivated } = parse(deactivateBody, req.body);
    res.json({ data: await profiles.setDeactivated(ctx, callerOf(req), id, deactivated) });
  });

  router.get('/profiles/:profileId/background-video', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.json({ data: await media.getBackgroundVideo(ctx, callerOf(req), profileId) });
  });
  router.post('/profiles/:profileId/background-video', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.json({
      data: await media.setBackgroundVideo(ctx, callerOf(req), profileId, parse(backgroundVideoBody, req.body)),
    });
  });
  // Before /:type/upload, which would take "background-video" for a type.
  router.post('/profiles/:profileId/background-video/upload', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.status(201).json({
      data: await media.uploadBackgroundVideo(ctx, callerOf(req), profileId, fileReader(ctx, req, { kind: 'video' })),
    });
  });
  router.post('/profiles/:profileId/socials/:socialsName/upload-media', ctx.requireAuth, async (req, res) => {
    const { profileId, socialsName } = parse(socialMediaParam, req.params);
    res.status(201).json({
      data: await media.uploadSocialMedia(
        ctx,
        callerOf(req),
        profileId,
        socialsName,
        fileReader(ctx, req, { kind: 'image' }),
      ),
    });
  });
  router.post('/profiles/:profileId/:type/upload', ctx.requireAuth, async (req, res, next) => {
    const params = profileImageTypeParam.safeParse(req.params);
    // Another word than photo, cover or logo is another route, or none.
    if (!params.success) return next();
    const read = fileReader(ctx, req, { kind: 'image' });
    res.status(201).json({
      data: await media.uploadProfileImage(ctx, callerOf(req), params.data.profileId, params.data.type, read),
    });
  });

  return router;
}
