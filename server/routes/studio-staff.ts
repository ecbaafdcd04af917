import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { AUDIT_PAGE_SIZE, listAudit } from '../studio/audit-log.ts';
import { createOwner, inviteStaff, listStaff, revokeStaff } from '../studio/staff.ts';

type MemberRequest = components['schemas']['StudioMemberRequest'];

/** The studio's team and its audit log. Request validation has checked the caller's role (authorizeStudio). */
export function studioStaffRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/studio/owners', async (c) => {
    const { body } = inputOf<never, never, MemberRequest>(c);
    const member = await createOwner(deps, c.get('studioActor'), body);
    return c.json({ success: true, message: `${member.email} is the owner; a link to set the password was mailed`, member }, 201);
  });

  routes.get('/studio/staff', async (c) => c.json({ success: true, staff: await listStaff(deps) }));

  routes.post('/studio/staff', async (c) => {
    const { body } = inputOf<never, never, MemberRequest>(c);
    const member = await inviteStaff(deps, c.get('studioActor'), body);
    return c.json({ success: true, message: `${member.email} is invited`, member }, 201);
  });

  routes.delete('/studio/staff/:id', async (c) => {
    const { params } = inputOf<{ id: string }>(c);
    const member = await revokeStaff(deps, c.get('studioActor'), params.id);
    return c.json({ success: true, message: `${member.email} can no longer use the studio` });
  });

  routes.get('/studio/audit', async (c) => {
    const { query } = inputOf<never, { page?: number }>(c);
    const page = query.page ?? 1;
    const { entries, total } = await listAudit(deps.db, page);
    return c.json({ success: true, entries, total, page, pages: Math.ceil(total / AUDIT_PAGE_SIZE) });
  });

  return routes;
}
