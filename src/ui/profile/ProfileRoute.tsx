import { useSelector } from '@xstate/react';
import { liveProfileMachine } from '../../machines/profile/profile.live.ts';
import { profileView } from '../../machines/profile/profile.view.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ProfilePage } from './ProfilePage.tsx';

/** /profile */
export default function ProfileRoute() {
  const session = SessionContext.useActorRef();
  const actor = useScreenActor(liveProfileMachine, {});
  const view = useSelector(actor, profileView);
  const addressBook = useSelector(actor, (snapshot) => snapshot.children.addressBook);
  const addToCart = useSelector(actor, (snapshot) => snapshot.children.addToCart);
  const wishlistToggles = useSelector(actor, (snapshot) => snapshot.context.wishlistToggles);
  return (
    <>
      <PageMeta title="My Profile" description="Your details, wishlist and address book." />
      <ProfilePage
        view={view}
        send={actor.send}
        onLogout={() => session.send({ type: 'session.logout' })}
        addressBook={addressBook}
        addToCart={addToCart}
        wishlistToggles={wishlistToggles}
      />
    </>
  );
}
