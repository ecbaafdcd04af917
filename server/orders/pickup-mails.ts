import type { AppDeps } from '../app-deps.ts';
import { DEFAULT_STUDIO_EMAIL } from '../contact/studio.ts';
import { formatDateTime } from '../../src/domain/dates.ts';
import { formatNaira } from '../../src/domain/money.ts';
import { payAtStudioText } from '../../src/domain/pickup-hold-texts.ts';
import { receiptHtml, receiptText } from '../../src/domain/receipt.ts';
import type { OrderRow } from './order-rows.ts';
import { orderViewOf } from './order-view.ts';

/**
 * An order to be paid at the studio is confirmed when placed: the shopper gets the receipt with
 * what to pay and until when it is held, and the studio its copy to set the items aside.
 */
export async function mailPickupOrder(deps: AppDeps, order: OrderRow): Promise<void> {
  const [user] = await deps.db.query<{ email: string }>('select email from users where id = $1', [order.user_id]);
  if (!user) return;
  const view = await orderViewOf(deps.db, order);
  const orderUrl = `${deps.publicUrl}/orders`;
  const receipt = receiptText(view, orderUrl);
  const until = formatDateTime(order.pickup_hold_until);
  const intro = [
    [order.shipping_address ? `Thank you for your order, ${order.shipping_address.fullName}.` : 'Thank you for your order.'],
    [payAtStudioText(until), `Amount to pay: ${formatNaira(order.amount)}`],
  ];
  await deps.mailer
    .send({
      to: user.email,
      subject: `Order ${order.order_number} confirmed: pay at the studio`,
      text: [...intro.flatMap((block) => [...block, '']), receipt].join('\n'),
      html: receiptHtml(view, orderUrl, intro),
    })
    .catch((error: unknown) => deps.log.error(`Confirmation mail for ${order.order_number} failed`, error));
  await deps.mailer
    .send({
      to: deps.studioEmail ?? DEFAULT_STUDIO_EMAIL,
      subject: `New order ${order.order_number} (to be paid at the studio)`,
      text: [`Customer: ${user.email}`, `To be paid at the studio by ${until}: ${formatNaira(order.amount)}`, '', receipt].join('\n'),
    })
    .catch((error: unknown) => deps.log.error(`Studio mail for ${order.order_number} failed`, error));
}
