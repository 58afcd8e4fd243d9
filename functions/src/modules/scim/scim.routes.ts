import express, { Router, type Request, type RequestHandler } from 'express';
import type { AppContext } from '../../platform/context';
import { bodyTooLarge } from '../../platform/errors';
import { scimAuth, type ScimCall } from './scim-auth';
import { invalidSyntax, SCIM_MEDIA_TYPE, scimErrorHandler, scimNoRoute, scimNotFound } from './scim-errors';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery';
import { filterText, pagingOf } from './scim-list';
import { applyPatch } from './scim-patch';
import { asksAttributes, groupResource, listResponse, project, userResource } from './scim-resources';
import { changeUser, createUser, deleteUser, findUsers, getUser, pageUsers, userInput } from './scim-users.service';
import type { StoredScimUser } from './scim.model';
import {
  membersOf,
  changeGroup,
  createGroup,
  deleteGroup,
  findGroups,
  getGroup,
  groupInput,
  groupsOf,
} from './scim-groups.service';

/**
 * SCIM 2.0 at /scim/v2 (docs/scim.md): SCIM's JSON in and out (`application/scim+json` on every
 * answer), a company's bearer token, and SCIM's error shape for every refusal. Not /v1: its own
 * discovery endpoints describe it, not the OpenAPI description.
 */

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const callOf = (req: Request): ScimCall => req.scim!;
/** An id no record can have is a 404, as an unknown one is. */
const idOf = (req: Request) => {
  const id = String(req.params.id);
  if (!ID.test(id)) throw scimNotFound();
  return id;
};

/**
 * Cloud Functions parses only `application/json` and hands other bodies over as bytes; SCIM
 * clients may send `application/scim+json`, so those are parsed here (locally by express.json).
 */
const BODY_LIMIT = 1024 * 1024;
const scimJson: RequestHandler[] = [
  express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }),
  (req, _res, next) => {
    if (!Buffer.isBuffer(req.body)) return next();
    // Cloud Functions hands over bodies up to 32 MB: the same limit as express.json's.
    if (req.body.length > BODY_LIMIT) throw bodyTooLarge();
    try {
      req.body = req.body.length ? JSON.parse(req.body.toString('utf8')) : {};
    } catch {
      throw invalidSyntax('The body is not valid JSON.');
    }
    next();
  },
];

const send = (res: express.Response, status: number, body: unknown) =>
  res.status(status).type(SCIM_MEDIA_TYPE).send(JSON.stringify(body));

export function scimRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(scimJson);
  router.use(scimAuth(ctx));

  router.get('/ServiceProviderConfig', (_req, res) => send(res, 200, serviceProviderConfig(ctx)));
  router.get('/ResourceTypes', (_req, res) => {
    const types = resourceTypes(ctx);
    send(res, 200, listResponse(types, types.length, 1));
  });
  router.get('/ResourceTypes/:id', (req, res) => {
    const type = resourceTypes(ctx).find((t) => t.id === req.params.id);
    if (!type) throw scimNotFound();
    send(res, 200, type);
  });
  router.get('/Schemas', (_req, res) => {
    const all = schemas(ctx);
    send(res, 200, listResponse(all, all.length, 1));
  });
  router.get('/Schemas/:id', (req, res) => {
    const schema = schemas(ctx).find((s) => s.id === req.params.id);
    if (!schema) throw scimNotFound();
    send(res, 200, schema);
  });

  // --- Users ---
  const userAnswer = async (call: ScimCall, req: Request, user: StoredScimUser) =>
    project(userResource(ctx, user, await groupsOf(call, user.id)), req);
  router.get('/Users', async (req, res) => {
    const call = callOf(req);
    const { startIndex, count } = pagingOf(req);
    const filter = filterText(req);
    let found: { page: StoredScimUser[]; total: number };
    if (filter?.trim()) {
      const all = await findUsers(call, filter);
      found = { page: all.slice(startIndex - 1, startIndex - 1 + count), total: all.length };
    } else found = await pageUsers(call, { startIndex, count });
    const groups = found.page.length ? await findGroups(call, undefined) : [];
    const page = found.page.map((u) =>
      project(
        userResource(
          ctx,
          u,
          groups.filter((g) => g.memberIds.includes(u.id)),
        ),
        req,
      ),
    );
    send(res, 200, listResponse(page, found.total, startIndex));
  });
  router.post('/Users', async (req, res) => {
    const call = callOf(req);
    const user = await createUser(call, req.body);
    res.location(`${req.baseUrl}/Users/${user.id}`);
    send(res, 201, project(userResource(ctx, user), req));
  });
  router.get('/Users/:id', async (req, res) => {
    const call = callOf(req);
    send(res, 200, await userAnswer(call, req, await getUser(call, idOf(req))));
  });
  router.put('/Users/:id', async (req, res) => {
    const call = callOf(req);
    const before = await getUser(call, idOf(req));
    send(res, 200, await userAnswer(call, req, await changeUser(call, before, userInput(req.body))));
  });
  router.patch('/Users/:id', async (req, res) => {
    const call = callOf(req);
    const before = await getUser(call, idOf(req));
    const { groups: _groups, meta: _meta, ...resource } = userResource(ctx, before);
    const after = await changeUser(call, before, userInput(applyPatch(resource, req.body)));
    send(res, 200, await userAnswer(call, req, after));
  });
  router.delete('/Users/:id', async (req, res) => {
    await deleteUser(callOf(req), idOf(req));
    res.status(204).end();
  });

  // --- Groups ---
  const groupAnswer = async (call: ScimCall, req: Request, id: string) => {
    const group = await getGroup(call, id);
    return project(groupResource(ctx, group, await membersOf(call, [group])), req);
  };
  router.get('/Groups', async (req, res) => {
    const call = callOf(req);
    const { startIndex, count } = pagingOf(req);
    const found = await findGroups(call, filterText(req));
    const slice = found.slice(startIndex - 1, startIndex - 1 + count);
    const users = await membersOf(call, slice);
    const page = slice.map((g) => project(groupResource(ctx, g, users), req));
    send(res, 200, listResponse(page, found.length, startIndex));
  });
  router.post('/Groups', async (req, res) => {
    const call = callOf(req);
    const group = await createGroup(call, req.body);
    res.location(`${req.baseUrl}/Groups/${group.id}`);
    send(res, 201, project(groupResource(ctx, group, await membersOf(call, [group])), req));
  });
  router.get('/Groups/:id', async (req, res) => send(res, 200, await groupAnswer(callOf(req), req, idOf(req))));
  router.put('/Groups/:id', async (req, res) => {
    const call = callOf(req);
    const before = await getGroup(call, idOf(req));
    await changeGroup(call, before, groupInput(req.body));
    send(res, 200, await groupAnswer(call, req, before.id));
  });
  router.patch('/Groups/:id', async (req, res) => {
    const call = callOf(req);
    const before = await getGroup(call, idOf(req));
    const { meta: _meta, ...resource } = groupResource(ctx, before, new Map());
    const patched = applyPatch(resource, req.body);
    await changeGroup(call, before, groupInput({ ...patched, members: patched.members ?? [] }));
    // Entra and Okta want 204 unless they asked for attributes back.
    if (!asksAttributes(req)) return void res.status(204).end();
    send(res, 200, await groupAnswer(call, req, before.id));
  });
  router.delete('/Groups/:id', async (req, res) => {
    await deleteGroup(callOf(req), idOf(req));
    res.status(204).end();
  });

  router.use(scimNoRoute);
  router.use(scimErrorHandler(ctx.logger));
  return router;
}
