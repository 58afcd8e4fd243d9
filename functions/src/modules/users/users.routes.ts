import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { publicRateLimit } from '../../platform/rate-limit';
import { createUserBody, existQuery, registerBody, updateAuthBody, updateUserBody } from '../../contract';
import { listUsersQuery } from '../../contract/superadmin';
import * as users from './users.service';

const userIdParam = z.object({ id: z.string().min(1).max(128) });

export function usersRoutes(ctx: AppContext): Router {
  const router = Router();
  const signUpLimit = publicRateLimit(ctx, { name: 'sign-up', windowMs: 15 * 60_000, limit: 20 });
  const lookupLimit = publicRateLimit(ctx, { name: 'account-lookup', windowMs: 60_000, limit: 30 });

  router.post('/auth/register', signUpLimit, async (req, res) => {
    res.status(201).json({ data: await users.register(ctx, parse(registerBody, req.body)) });
  });
  router.put('/auth', ctx.requireFreshAuth, async (req, res) => {
    res.json({ data: await users.updateCredentials(ctx, callerOf(req), parse(updateAuthBody, req.body)) });
  });
  router.get('/auth/exist', lookupLimit, async (req, res) => {
    res.json({ data: await users.accountExists(ctx, parse(existQuery, req.query)) });
  });

  // Superadmins only: revocation checked, as on every superadmin call.
  router.get('/users', ctx.requireFreshAuth, async (req, res) => {
    const query = parse(listUsersQuery, req.query);
    res.json(await users.listUsers(ctx, callerOf(req), query));
  });
  router.post('/users', ctx.requireAuth, async (req, res) => {
    res.status(201).json({ data: await users.createUserRecord(ctx, callerOf(req), parse(createUserBody, req.body)) });
  });
  router.get('/users/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(userIdParam, req.params);
    res.json({ data: await users.getUser(ctx, callerOf(req), id) });
  });
  router.put('/users/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(userIdParam, req.params);
    res.json({ data: await users.updateUser(ctx, callerOf(req), id, parse(updateUserBody, req.body)) });
  });
  return router;
}
