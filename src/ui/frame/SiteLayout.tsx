import { isLoggedIn } from '../../machines/session-ref.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { Header } from './Header.tsx';
import { LazyFooter } from './LazyFooter.tsx';
import { PageOutlet } from './PageOutlet.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import * as styles from './Header.css.ts';
import { EarlyClick } from '../widgets/early-click.ts';

/** The main layout: header, the routed page, footer. */
export function SiteLayout() {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <EarlyClick />
      <main id="main">
        <PageOutlet />
      </main>
      <LazyFooter />
    </>
  );
}

/**
 * The header, with who is signed in. The session is read here and not in the layout: when it
 * changes (the stored login read after the takeover) only the header renders again, not the parts
 * of the page beside it that React may not have taken over yet (the footer waits until it is
 * seen), which would otherwise be thrown away and drawn again.
 */
function SiteHeader() {
  const session = SessionContext.useActorRef();
  // Spec: "Logged in (token present)", read through session-ref like every screen does.
  const loggedIn = SessionContext.useSelector(() => isLoggedIn(session));
  return <Header isLoggedIn={loggedIn} accountMenu={<AccountMenu />} onLogout={() => session.send({ type: 'session.logout' })} />;
}
