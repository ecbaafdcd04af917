import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '../../machines/profile/address-book.machine.ts';
import type { addToCartMachine } from '../../machines/shared/add-to-cart.machine.ts';
import { wishlistToggleView } from '../../machines/shared/wishlist-toggle.view.ts';
import type { wishlistToggleMachine } from '../../machines/shared/wishlist-toggle.machine.ts';
import type { ProfileEvent, ProfileTab } from '../../machines/profile/profile.machine.ts';
import { wishlistAddButton } from '../../machines/profile/wishlist-add.view.ts';
import { PLACEHOLDER_AVATAR, type ProfileView } from '../../machines/profile/profile.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { LoginLink } from '../app/LoginLink.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { Tabs } from '../widgets/Tabs.tsx';
import { AddressBookPanel } from './AddressBookPanel.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import * as styles from './ProfilePage.css.ts';

const { Overlay: ProfileMenuDrawer, preload: preloadMenu } = lazyOverlay(
  async () => (await import('./ProfileMenuDrawer.tsx')).ProfileMenuDrawer,
);

interface ProfilePageProps {
  readonly view: ProfileView;
  readonly send: (event: ProfileEvent) => void;
  readonly onLogout: () => void;
  /** The Address Book tab's machine (a child of the profile screen). */
  readonly addressBook?: ActorRefFrom<typeof addressBookMachine>;
  /** The shared Add to Cart machine the Wishlist tab's buttons press. */
  readonly addToCart?: ActorRefFrom<typeof addToCartMachine>;
  /** The Wishlist tab's Remove buttons: the shared wishlist heart of each saved product, by product id. */
  readonly wishlistToggles?: Readonly<Record<string, ActorRefFrom<typeof wishlistToggleMachine>>>;
}

function RemoveFromWishlist({
  toggle,
  title,
  variantId,
}: {
  toggle: ActorRefFrom<typeof wishlistToggleMachine> | undefined;
  title: string;
  variantId: string | null;
}) {
  const { saving } = useSelector(toggle, (snapshot) => (snapshot ? wishlistToggleView(snapshot) : { inWishlist: true, saving: false }));
  return (
    <button
      type="button"
      className={secondaryButton}
      aria-label={`Remove ${title} from wishlist`}
      disabled={saving || !toggle}
      onClick={() => toggle?.send({ type: 'wishlist.toggle', variantId })}
    >
      Remove
    </button>
  );
}

type WishlistEntry = ProfileView['wishlist'][number];

function AddWishlistEntryToCart({
  addToCart,
  entry,
}: {
  addToCart: ActorRefFrom<typeof addToCartMachine> | undefined;
  entry: WishlistEntry;
}) {
  const button = useSelector(addToCart, (snapshot) => wishlistAddButton(snapshot, entry.line, entry.title), sameButton);
  return (
    <button
      type="button"
      className={primaryButton}
      aria-label={button.label}
      disabled={button.disabled}
      onClick={() => addToCart?.send({ type: 'cart.add', line: entry.line, optionsMissing: false, soldOut: false })}
    >
      {button.text}
    </button>
  );
}

const sameButton = (a: { label: string; disabled: boolean }, b: { label: string; disabled: boolean }) =>
  a.label === b.label && a.disabled === b.disabled;

function Header({ view, onLogout }: Pick<ProfilePageProps, 'view' | 'onLogout'>) {
  const header = view.header;
  if (!header) return null;
  return (
    <header className={styles.header}>
      <img
        className={styles.avatar}
        src={header.picture ?? PLACEHOLDER_AVATAR}
        alt={`Profile picture of ${header.name}`}
        width={96}
        height={96}
        // A broken picture falls back to the placeholder.
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_AVATAR)) event.currentTarget.src = PLACEHOLDER_AVATAR;
        }}
      />
      <div className={styles.who}>
        <h1 className={styles.name}>{header.name}</h1>
        <p className={styles.muted}>{header.email}</p>
        <p className={styles.muted}>Member since {header.memberSince}</p>
      </div>
      <button type="button" className={secondaryButton} onClick={onLogout}>
        Logout
      </button>
      <dl className={styles.tiles}>
        {header.tiles.map((tile) => (
          <div key={tile.label} className={styles.tile}>
            <dt className={styles.muted}>{tile.label}</dt>
            <dd className={styles.tileValue}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

function WishlistPanel({ view, addToCart, wishlistToggles }: Pick<ProfilePageProps, 'view' | 'addToCart' | 'wishlistToggles'>) {
  if (view.wishlist.length === 0) {
    return (
      <p>
        Your wishlist is empty.{' '}
        <Link className={styles.link} to="/shop">
          Browse the shop
        </Link>
      </p>
    );
  }
  return (
    <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
      {view.wishlist.map((entry) => (
        <li key={entry.key} className={styles.section}>
          {entry.image && <img src={entry.image} alt="" width={96} height={96} style={{ objectFit: 'cover' }} />}
          <h2 className={styles.sectionTitle}>
            <Link className={styles.link} to={entry.link}>
              {entry.title}
            </Link>
          </h2>
          <p className={styles.muted}>{entry.price}</p>
          {entry.options !== '' && <p className={styles.muted}>{entry.options}</p>}
          <div className={styles.actions}>
            <AddWishlistEntryToCart addToCart={addToCart} entry={entry} />
            <RemoveFromWishlist toggle={wishlistToggles?.[entry.productId]} title={entry.title} variantId={entry.variantId} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function panelOf(tab: ProfileTab, props: ProfilePageProps): ReactNode {
  if (tab === 'wishlist') return <WishlistPanel view={props.view} addToCart={props.addToCart} wishlistToggles={props.wishlistToggles} />;
  if (tab === 'addresses') return props.addressBook ? <AddressBookPanel actor={props.addressBook} /> : null;
  return <ProfileDetails view={props.view} send={props.send} />;
}

/** /profile: the header, then Profile Details, Wishlist and Address Book. */
export function ProfilePage(props: ProfilePageProps) {
  const { view, send } = props;
  if (view.state === 'guest') {
    return (
      <div className={styles.page}>
        <h1 className={styles.name}>My Profile</h1>
        <p>Please log in to see your profile.</p>
        <LoginLink className={primaryButton}>Log in</LoginLink>
      </div>
    );
  }
  if (view.state === 'loading')
    return (
      <p role="status" className={styles.page}>
        Loading your profile...
      </p>
    );
  if (view.state === 'failed') {
    return (
      <div className={styles.page}>
        <p className={styles.error}>We could not load your profile.</p>
        <button type="button" className={secondaryButton} onClick={() => send({ type: 'profile.retry' })}>
          Try again
        </button>
      </div>
    );
  }
  const current = view.tabs.find((tab) => tab.key === view.tab)?.label ?? '';
  return (
    <div className={styles.page}>
      <Header view={view} onLogout={props.onLogout} />
      <div className={styles.mobileOnly}>
        <button
          type="button"
          className={secondaryButton}
          aria-haspopup="dialog"
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          onClick={() => send({ type: 'menu.open' })}
        >
          Menu: {current}
        </button>
      </div>
      {/* One set of panels: small screens hide the tab row and use the menu above. */}
      <div className={styles.tabsArea}>
        <Tabs
          label="Profile sections"
          selected={view.tab}
          onSelect={(tab) => send({ type: 'tab.select', tab })}
          tabs={view.tabs.map((tab) => ({ key: tab.key, label: tab.label, panel: tab.key === view.tab ? panelOf(tab.key, props) : null }))}
        />
      </div>
      {view.menuOpen && (
        <Suspense fallback={null}>
          <ProfileMenuDrawer view={view} send={send} />
        </Suspense>
      )}
    </div>
  );
}
