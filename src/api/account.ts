import { cacheSlot, forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type {
  Address,
  AddressInput,
  ChangePasswordRequest,
  MessageResponse,
  Preferences,
  ProfileImageResponse,
  ProfileUpdate,
  User,
} from './models.ts';
import { read, send } from './request.ts';

// The user, with wishlist and address book, is one cached read; every account, address and
// wishlist change forgets it, so the next getMe sees the change.
const me = cacheSlot<User>(DEFAULT_FRESH_MS, 'user');
const ME = 'me';

/** Forget the cached user (wishlist and address changes call this too). */
export function invalidateMe(client: ApiClient): void {
  me.invalidate(client, ME);
}

/** GET /user/me: the user with wishlist and addresses. */
export function getMe(client: ApiClient, signal: AbortSignal): Promise<User> {
  const fetch = () => read(client, (signal) => client.GET('/user/me', { signal }), signal).then((a) => a.user);
  return me.through(client, ME, fetch);
}

/** PUT /user/profile. */
export function updateProfile(client: ApiClient, body: ProfileUpdate, signal: AbortSignal): Promise<User> {
  return send((signal) => client.PUT('/user/profile', { body, signal }), signal)
    .then((a) => a.user)
    .then(forgettingMe(client));
}

/** PUT /user/change-password. A wrong current password is a Rejected 400, never a 401. */
export function changePassword(client: ApiClient, body: ChangePasswordRequest, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.PUT('/user/change-password', { body, signal }), signal);
}

/** PUT /user/preferences. */
export function updatePreferences(client: ApiClient, body: Preferences, signal: AbortSignal): Promise<Preferences> {
  return send((signal) => client.PUT('/user/preferences', { body, signal }), signal)
    .then((a) => a.preferences)
    .then(forgettingMe(client));
}

/** POST /user/profile-image, multipart field profileImage. */
export function uploadProfileImage(client: ApiClient, file: Blob, signal: AbortSignal): Promise<ProfileImageResponse> {
  return send(
    (signal) =>
      client.POST('/user/profile-image', {
        body: { profileImage: file },
        bodySerializer: () => profileImageForm(file),
        signal,
      }),
    signal,
  ).then(forgettingMe(client));
}

/** DELETE /user/profile-image. */
export function removeProfileImage(client: ApiClient, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.DELETE('/user/profile-image', { signal }), signal).then(forgettingMe(client));
}

/** POST /user/address: the whole address book back (a new default clears the others). */
export function addAddress(client: ApiClient, body: AddressInput, signal: AbortSignal): Promise<ReadonlyArray<Address>> {
  return send((signal) => client.POST('/user/address', { body, signal }), signal)
    .then((a) => a.addresses)
    .then(forgettingMe(client));
}

/** PUT /user/address/{id}. */
export function updateAddress(client: ApiClient, id: string, body: AddressInput, signal: AbortSignal): Promise<ReadonlyArray<Address>> {
  return send((signal) => client.PUT('/user/address/{id}', { params: { path: { id } }, body, signal }), signal)
    .then((a) => a.addresses)
    .then(forgettingMe(client));
}

/** DELETE /user/address/{id}. */
export function deleteAddress(client: ApiClient, id: string, signal: AbortSignal): Promise<ReadonlyArray<Address>> {
  return send((signal) => client.DELETE('/user/address/{id}', { params: { path: { id } }, signal }), signal)
    .then((a) => a.addresses)
    .then(forgettingMe(client));
}

/** After a successful change, the cached user is out of date. */
export function forgettingMe(client: ApiClient) {
  return forgetting(() => invalidateMe(client));
}

function profileImageForm(file: Blob): FormData {
  const form = new FormData();
  form.append('profileImage', file);
  return form;
}
