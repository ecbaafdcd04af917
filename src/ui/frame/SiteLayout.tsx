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
  const session = SessionContext.useActorRef();
  // Spec: "Logged in (token present)", read through session-ref like every screen does.
  const loggedIn = SessionContext.useSelector(() => isLoggedIn(session));

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Header isLoggedIn={loggedIn} accountMenu={<AccountMenu />} onLogout={() => session.send({ type: 'session.logout' })} />
      <EarlyClick />
      <main id="main">
        <PageOutlet />
      </main>
      <LazyFooter />
    </>
  );
}
