import type { components } from '../../src/api/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { listAddresses } from '../accounts/address-book.ts';
import { listStudioOrders } from './studio-orders.ts';
import { containing } from '../db/like-pattern.ts';

type StudioCustomerSummary = components['schemas']['StudioCustomerSummary'];
type StudioCustomerResponse = components['schemas']['StudioCustomerResponse'];

export const STUDIO_CUSTOMERS_PAGE_SIZE = 50;
/** The most orders a customer's page shows; the order table finds the rest by email. */
export const CUSTOMER_ORDERS_SHOWN = 100;
export const CUSTOMER_NOT_FOUND = 'Customer not found';

interface CustomerRow {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  orders_count: number;
  total_spent: number;
}

/**
 * The columns a customer's answers are made of, named one by one: the password hash, sessions and
 * tokens are never selected, so no answer can carry them.
 */
const CUSTOMER_COLUMNS = `u.id, u.name, u.email, u.created_at,
  (select count(*)::int from orders o where o.user_id = u.id) as orders_count,
  (select coalesce(sum(o.amount), 0)::int from orders o where o.user_id = u.id and o.payment_status = 'paid') as total_spent`;

function summaryOf(row: CustomerRow): StudioCustomerSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    joined: row.created_at.toISOString(),
    ordersCount: row.orders_count,
    totalSpent: row.total_spent,
  };
}

/** One page of the customers (accounts with the customer role), newest first, searched by name or email. */
export async function listStudioCustomers(
  db: Queryable,
  search: string | undefined,
  page: number,
): Promise<{ customers: StudioCustomerSummary[]; total: number }> {
  const text = search?.trim() ?? '';
  const where = `u.role = 'customer' and ($1 = '' or u.name ilike $2 or u.email ilike $2)`;
  const [rows, [count]] = await Promise.all([
    db.query<CustomerRow>(
      `select ${CUSTOMER_COLUMNS} from users u where ${where} order by u.created_at desc, u.id desc limit $3 offset $4`,
      [text, containing(text), STUDIO_CUSTOMERS_PAGE_SIZE, (page - 1) * STUDIO_CUSTOMERS_PAGE_SIZE],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from users u where ${where}`, [text, containing(text)]),
  ]);
  return { customers: rows.map(summaryOf), total: count?.total ?? 0 };
}

/** One customer: their details, saved addresses and latest orders. */
export async function studioCustomer(db: Queryable, id: string): Promise<Omit<StudioCustomerResponse, 'success'>> {
  const [row] = await db.query<CustomerRow & { phone: string | null; email_verified: boolean }>(
    `select ${CUSTOMER_COLUMNS}, u.phone, u.email_verified from users u where u.id = $1 and u.role = 'customer'`,
    [id],
  );
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const [addresses, { orders }] = await Promise.all([
    listAddresses(db, id),
    listStudioOrders(db, { userId: id }, 1, CUSTOMER_ORDERS_SHOWN),
  ]);
  return {
    customer: { ...summaryOf(row), phone: row.phone, emailVerified: row.email_verified },
    addresses: addresses as StudioCustomerResponse['addresses'],
    orders,
  };
}
