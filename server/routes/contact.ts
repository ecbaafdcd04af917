import { Hono } from 'hono';
import { storedPhone } from '../../src/domain/phone.ts';
import { normalizeEmail } from '../../src/domain/validation/email.ts';
import { validateContact } from '../../src/domain/validation/contact.ts';
import type { AppDeps } from '../app-deps.ts';
import { senderReceipt, studioCopy } from '../contact/contact-mails.ts';
import { storeContactMessage } from '../contact/contact-repository.ts';
import { CONTACT_THROTTLE } from '../contact/contact-throttle.ts';
import { DEFAULT_STUDIO_EMAIL, STUDIO_PHONE } from '../contact/studio.ts';
import { type AppEnv } from '../http/app-env.ts';
import { throttleAttempt } from '../http/attempt-throttle.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const CONTACT_SENT = 'Message sent successfully!';

/** The contact form: stored, mailed to the studio, a receipt to the sender. */
export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  routes.post('/contact/submit', async (c) => {
    const { body } = inputOf(c, 'submitContactMessage');
    const problem = validateContact(body);
    if (problem) throw new HttpError(400, problem);
    const ip = clientAddress(c);
    const email = normalizeEmail(body.email);
    await throttleAttempt(db, CONTACT_THROTTLE, { ip, email }, clock());
    const fields = { name: body.name.trim(), email, phone: storedPhone(body.phone), subject: body.subject.trim(), message: body.message };
    const stored = await storeContactMessage(db, fields, ip, clock());
    await deps.mailer.send(studioCopy(deps.studioEmail ?? DEFAULT_STUDIO_EMAIL, stored));
    await deps.mailer.send(senderReceipt(stored, STUDIO_PHONE));
    return reply(c, 'submitContactMessage', 201, { success: true, message: CONTACT_SENT, referenceId: stored.referenceId });
  });

  return routes;
}
