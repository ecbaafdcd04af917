import type { SnapshotFrom } from 'xstate';
import { formatMemberSince } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { GENDERS, type Preferences } from '../../domain/profile-options.ts';
import { passwordStrengthChecklist, type StrengthCheck } from '../../domain/validation/passwords.ts';
import { BIO_MAX_LENGTH, MORE_DETAILS_MAX_LENGTH } from '../../domain/validation/profile.ts';
import type { DetailsForm, profileMachine, ProfileTab } from './profile.machine.ts';

export const PLACEHOLDER_AVATAR = '/placeholder-avatar.svg';

const GENDER_LABELS: Readonly<Record<(typeof GENDERS)[number], string>> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

const PREFERENCE_LABELS: readonly { key: keyof Preferences; label: string }[] = [
  { key: 'emailNotifications', label: 'Email notifications' },
  { key: 'smsNotifications', label: 'SMS notifications' },
  { key: 'marketingEmails', label: 'Marketing emails' },
];

export interface ProfileView {
  readonly state: 'guest' | 'loading' | 'failed' | 'ready';
  readonly tab: ProfileTab;
  readonly menuOpen: boolean;
  readonly tabs: readonly { key: ProfileTab; label: string }[];
  readonly header: {
    name: string;
    email: string;
    memberSince: string;
    picture: string | null;
    tiles: readonly { label: string; value: number }[];
  } | null;
  readonly form: DetailsForm;
  readonly genders: readonly { value: string; label: string }[];
  /** '12/500' */
  readonly bioCount: string;
  readonly moreDetailsCount: string;
  readonly saving: boolean;
  readonly saveLabel: 'Save Changes' | 'Saving...';
  readonly passwords: { currentPassword: string; newPassword: string; confirmPassword: string };
  readonly strength: readonly StrengthCheck[];
  readonly changingPassword: boolean;
  readonly passwordLabel: 'Change Password' | 'Changing...';
  readonly preferences: readonly { key: keyof Preferences; label: string; on: boolean }[];
  readonly savingPreferences: boolean;
  readonly imageBusy: boolean;
  readonly uploadLabel: 'Upload Photo' | 'Uploading...';
  readonly canRemoveImage: boolean;
  readonly imageError: string | null;
  readonly imageWarning: string | null;
  readonly wishlist: readonly {
    key: string;
    productId: string;
    variantId: string | null;
    title: string;
    image: string | null;
    price: string;
    options: string;
    link: string;
    /** What Add to Cart sends: this product with the variant and options saved with it. */
    line: { productId: string; quantity: number; variantId?: string; selectedAttributes?: Record<string, string> };
  }[];
}

export const TAB_LABELS: readonly { key: ProfileTab; label: string }[] = [
  { key: 'details', label: 'Profile Details' },
  { key: 'wishlist', label: 'Wishlist' },
  { key: 'addresses', label: 'Address Book' },
];

export function profileView(snapshot: SnapshotFrom<typeof profileMachine>): ProfileView {
  const { context } = snapshot;
  const user = context.user;
  const state = snapshot.matches('guest')
    ? 'guest'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('ready')
        ? 'ready'
        : 'loading';
  const saving = snapshot.matches({ ready: { details: 'saving' } });
  const changingPassword = snapshot.matches({ ready: { password: 'saving' } });
  const uploading = snapshot.matches({ ready: { image: 'measuring' } }) || snapshot.matches({ ready: { image: 'uploading' } });
  const imageBusy = state === 'ready' && !snapshot.matches({ ready: { image: 'idle' } });
  return {
    state,
    tab: context.tab,
    menuOpen: context.menuOpen,
    tabs: TAB_LABELS,
    header: user
      ? {
          name: user.name,
          email: user.email,
          memberSince: formatMemberSince(user.createdAt),
          picture: user.profileImage,
          tiles: [
            { label: 'Orders', value: user.orderCount },
            { label: 'Wishlist', value: user.wishlist.length },
            { label: 'Addresses', value: user.addresses.length },
            { label: 'Liked Photos', value: user.likedPhotos },
          ],
        }
      : null,
    form: context.form,
    genders: GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
    bioCount: `${context.form.bio.length}/${BIO_MAX_LENGTH}`,
    moreDetailsCount: `${context.form.moreDetails.length}/${MORE_DETAILS_MAX_LENGTH}`,
    saving,
    saveLabel: saving ? 'Saving...' : 'Save Changes',
    passwords: context.passwords,
    strength: passwordStrengthChecklist(context.passwords.newPassword),
    changingPassword,
    passwordLabel: changingPassword ? 'Changing...' : 'Change Password',
    preferences: PREFERENCE_LABELS.map((preference) => ({ ...preference, on: context.preferences[preference.key] })),
    savingPreferences: snapshot.matches({ ready: { preferences: 'saving' } }),
    imageBusy,
    uploadLabel: uploading ? 'Uploading...' : 'Upload Photo',
    canRemoveImage: Boolean(user?.profileImage) && !imageBusy,
    imageError: context.imageError,
    imageWarning: context.imageWarning,
    wishlist: (user?.wishlist ?? []).map((entry, index) => ({
      key: `${entry.productId._id}-${entry.variantId ?? ''}-${index}`,
      productId: entry.productId._id,
      variantId: entry.variantId ?? null,
      line: {
        productId: entry.productId._id,
        quantity: 1,
        ...(entry.variantId ? { variantId: entry.variantId } : {}),
        ...(Object.keys(entry.selectedAttributes).length > 0
          ? { selectedAttributes: entry.selectedAttributes as Record<string, string> }
          : {}),
      },
      title: entry.productId.title,
      image: entry.productId.images[0] ?? entry.productId.image ?? null,
      price: formatNaira(entry.productId.finalPrice),
      options: Object.entries(entry.selectedAttributes)
        .filter(([, value]) => value)
        .map(([name, value]) => `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${String(value)}`)
        .join(', '),
      link: `/shop/${entry.productId._id}`,
    })),
  };
}
