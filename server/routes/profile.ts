import { storedPhone } from '../../src/domain/phone.ts';
import { Hono } from 'hono';
import { validateUncommonPassword } from '../../src/domain/validation/common-passwords.ts';
import { validateChangePassword } from '../../src/domain/validation/passwords.ts';
import { isoCalendarDate } from '../../src/domain/dates.ts';
import { validateDateOfBirth, validateProfile } from '../../src/domain/validation/profile.ts';
import { NOT_AN_IMAGE, validateProfileImage } from '../../src/domain/validation/profile-image.ts';
import { beginPasswordAttempt, forgivePasswordAttempt } from '../accounts/login-throttle.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hash.ts';
import { reencodeProfileImage } from '../accounts/profile-image-encoding.ts';
import { removeProfileImage, saveProfileImage } from '../accounts/profile-images.ts';
import { revokeOtherSessions } from '../accounts/sessions.ts';
import {
  findUserById,
  setPasswordHash,
  updatePreferences,
  updateProfile,
  type Preferences,
  type ProfileChanges,
  type UserRow,
} from '../accounts/user-repository.ts';
import { fullUserView } from '../accounts/user-view.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppContext, type AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { AUTH_EXPIRED } from '../../src/domain/auth-messages.ts';
import { requireUser } from '../http/require-user.ts';
import { sniffImageType } from '../media/image-sniffing.ts';
import { pause } from '../platform/pause.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

// The contract's profile form has no email; a client that sends one anyway hears it cannot change.

export const EMAIL_NOT_CHANGEABLE = 'Email cannot be changed';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const NO_PROFILE_IMAGE = 'No profile image to remove';
export const UNREADABLE_IMAGE = 'This image could not be read. Please choose another JPEG or PNG image';

/** The signed-in customer's own account: me, profile, password, preferences, picture. */
export function profileRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  for (const path of ['/user/me', '/user/profile', '/user/change-password', '/user/preferences', '/user/profile-image']) {
    routes.use(path, requireUser(deps));
  }

  const currentUser = async (c: AppContext): Promise<UserRow> => {
    const user = await findUserById(db, c.get('session').id);
    if (!user) throw new HttpError(401, AUTH_EXPIRED);
    return user;
  };

  const fullUser = async (c: AppContext) => {
    const user = await fullUserView(db, c.get('session').id);
    if (!user) throw new HttpError(401, AUTH_EXPIRED);
    return user;
  };

  routes.get('/user/me', async (c) => reply(c, 'getMe', 200, { success: true, user: await fullUser(c) }));

  routes.put('/user/profile', async (c) => {
    const { body } = inputOf(c, 'updateProfile');
    const user = await currentUser(c);
    if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email) throw badRequest(EMAIL_NOT_CHANGEABLE);
    const problem =
      validateProfile({ name: body.name ?? user.name, phone: body.phone, bio: body.bio, moreDetails: body.moreDetails }) ??
      validateDateOfBirth(body.dateOfBirth, isoCalendarDate(clock()));
    if (problem) throw badRequest(problem);
    await updateProfile(db, user.id, { ...pickProfile(body), ...(body.name !== undefined ? { name: body.name.trim() } : {}) }, clock());
    return reply(c, 'updateProfile', 200, { success: true, message: 'Profile updated successfully', user: await fullUser(c) });
  });

  routes.put('/user/change-password', async (c) => {
    const { body } = inputOf(c, 'changePassword');
    // The order of every call that hashes a password: the form's rules, the throttle, the proof
    // (here the current password), then the hash.
    const problem = validateChangePassword(body) ?? validateUncommonPassword(body.newPassword);
    if (problem) throw badRequest(problem);
    const user = await currentUser(c);
    // A stolen session must not become a way to guess the password: wrong current passwords
    // count as failed logins of the account's email, and run out the same way (429).
    const attempt = await beginPasswordAttempt(db, { email: user.email, ip: clientAddress(c) }, clock(), deps.pause ?? pause);
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) throw badRequest(WRONG_CURRENT_PASSWORD);
    await forgivePasswordAttempt(db, attempt);
    const passwordHash = await hashPassword(body.newPassword, deps.passwordCost);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, clock());
      // This device stays signed in; every other session ends.
      await revokeOtherSessions(tx, user.id, c.get('session').tokenHash);
    });
    return reply(c, 'changePassword', 200, { success: true, message: 'Password changed successfully' });
  });

  routes.put('/user/preferences', async (c) => {
    const { body } = inputOf(c, 'updatePreferences');
    const preferences: Preferences = {
      emailNotifications: body.emailNotifications,
      smsNotifications: body.smsNotifications,
      marketingEmails: body.marketingEmails,
    };
    await updatePreferences(db, c.get('session').id, preferences, clock());
    return reply(c, 'updatePreferences', 200, { success: true, message: 'Preferences updated successfully', preferences });
  });

  routes.post('/user/profile-image', async (c) => {
    const { files } = inputOf(c, 'uploadProfileImage');
    const file = files.profileImage;
    if (!file) throw badRequest(NOT_AN_IMAGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffImageType(bytes);
    const problem = validateProfileImage({ type: sniffed ?? file.type ?? 'application/octet-stream', size: bytes.byteLength });
    if (problem) throw badRequest(problem);
    if (!sniffed) throw badRequest(NOT_AN_IMAGE);
    const picture = await reencodeProfileImage(bytes, sniffed);
    if (!picture) throw badRequest(UNREADABLE_IMAGE);
    const imageUrl = await saveProfileImage(db, c.get('session').id, picture.contentType, picture.data, clock());
    return reply(c, 'uploadProfileImage', 200, { success: true, message: 'Profile image updated successfully', imageUrl });
  });

  routes.delete('/user/profile-image', async (c) => {
    if (!(await removeProfileImage(db, c.get('session').id, clock()))) throw notFound(NO_PROFILE_IMAGE);
    return reply(c, 'removeProfileImage', 200, { success: true, message: 'Profile image removed successfully' });
  });

  return routes;
}

/** Only the profile's own fields reach the repository, whatever else the body carries. */
function pickProfile(body: ProfileChanges): ProfileChanges {
  const { name, phone, dateOfBirth, gender, bio, address, moreDetails } = body;
  return { name, phone: typeof phone === 'string' ? storedPhone(phone) : phone, dateOfBirth, gender, bio, address, moreDetails };
}
