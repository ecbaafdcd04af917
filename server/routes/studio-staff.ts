import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { AUDIT_PAGE_SIZE, listAudit } from '../studio/audit-log.ts';
import { createOwner, inviteStaff, listStaff, revokeStaff } from '../studio/staff.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's team and its audit log. Request validation has checked the caller's role (authorizeStudio). */
export function studioStaffRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/studio/owners', async (c) => {
    const { body } = inputOf(c, 'createStudioOwner');
    const member = await createOwner(deps, c.get('studioActor'), body);
    return reply(c, 'createStudioOwner', 201, {
      success: true,
      message: `${member.email} is the owner; a link to set the password was mailed`,
      member,
    });
  });

  routes.get('/studio/staff', async (c) => reply(c, 'listStudioStaff', 200, { success: true, staff: await listStaff(deps) }));

  routes.post('/studio/staff', async (c) => {
    const { body } = inputOf(c, 'inviteStudioStaff');
    const member = await inviteStaff(deps, c.get('studioActor'), body);
    return reply(c, 'inviteStudioStaff', 201, { success: true, message: `${member.email} is invited`, member });
  });

  routes.delete('/studio/staff/:id', async (c) => {
    const { params } = inputOf(c, 'revokeStudioStaff');
    const member = await revokeStaff(deps, c.get('studioActor'), params.id);
    return reply(c, 'revokeStudioStaff', 200, { success: true, message: `${member.email} can no longer use the studio` });
  });

  routes.get('/studio/audit', async (c) => {
    const { query } = inputOf(c, 'listStudioAudit');
    const page = query.page ?? 1;
    const { entries, total } = await listAudit(deps.db, page);
    return reply(c, 'listStudioAudit', 200, { success: true, entries, total, page, pages: Math.ceil(total / AUDIT_PAGE_SIZE) });
  });

  return routes;
}
