import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { liveStudioDashboardMachine } from '../../machines/studio/studio-dashboard.live.ts';
import { studioDashboardView } from '../../machines/studio/studio-dashboard.view.ts';
import { studioRole } from '../../machines/studio/studio-session.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import * as styles from './Studio.css.ts';
import { StudioDashboardPage } from './StudioDashboardPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

/** /studio: the dashboard, then what each part of the back office is for, by role. */
export default function StudioHomeRoute() {
  const session = SessionContext.useActorRef();
  const role = SessionContext.useSelector(() => studioRole(session));
  const actor = useScreenActor(liveStudioDashboardMachine, {});
  const view = useSelector(actor, studioDashboardView);
  return (
    <>
      <StudioMeta title="Dashboard" />
      <h1 className={styles.title}>The studio</h1>
      <StudioDashboardPage view={view} send={actor.send} />
      <h2 className={styles.subtitle}>Everything in the studio</h2>
      <ul className={styles.list}>
        <li>
          <Link className={styles.link} to="/studio/orders">
            Orders
          </Link>
          : find, filter and export orders, move them on with a note the customer is mailed, print packing slips.
        </li>
        <li>
          <Link className={styles.link} to="/studio/products">
            Products
          </Link>
          : add products and their variants, change prices and details, archive what no longer sells; and the{' '}
          <Link className={styles.link} to="/studio/categories">
            categories
          </Link>
          .
        </li>
        <li>
          <Link className={styles.link} to="/studio/stock">
            Stock
          </Link>
          : what is running low, a product&apos;s stock history, and stock received, damaged or corrected with a reason.
        </li>
        <li>
          <Link className={styles.link} to="/studio/customers">
            Customers
          </Link>
          : who buys, what they spent, their orders and addresses (read-only).
        </li>
        <li>
          <Link className={styles.link} to="/studio/reviews">
            Reviews
          </Link>
          : hide an abusive review with a reason (it leaves the product&apos;s page and rating), or show it again.
        </li>
        <li>
          <Link className={styles.link} to="/studio/inbox">
            Inbox
          </Link>
          : the contact form&apos;s messages by reference, reply by email and mark them handled.
        </li>
        <li>
          <Link className={styles.link} to="/studio/newsletter">
            Newsletter
          </Link>
          : the subscribers, where they signed up, a CSV export, and unsubscribing an address.
        </li>
        {role === 'owner' && (
          <>
            <li>
              <Link className={styles.link} to="/studio/team">
                Team
              </Link>
              : invite staff by email and revoke them.
            </li>
            <li>
              <Link className={styles.link} to="/studio/audit">
                Audit log
              </Link>
              : every change made in the studio, by whom and when.
            </li>
          </>
        )}
      </ul>
    </>
  );
}
