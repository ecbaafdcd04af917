/**
 * `npm run studio -- ...`: the operator's command, which moves orders and names the studio's owner through the running server
 * (the embedded database allows one process per data directory). Pure of process and network:
 * it gets the arguments, the credential and a fetch, and returns the text to print.
 */

import { isStudioPaymentKind } from '../../src/domain/pickup-collection.ts';

export const STUDIO_USAGE = [
  'Usage:',
  '  npm run studio -- orders [--status <status>]',
  '  npm run studio -- order <order number> <processing|shipped|delivered|returned|cancelled> [--note "..."]',
  '  npm run studio -- collect <order number> <cash|card|pos> [--note "..."]   (an order paid at the studio: paid and collected)',
  '  npm run studio -- create-owner --email <address> [--name "..."]',
].join('\n');

/** The name a new owner gets when --name is left out; the owner can change it on the profile page. */
export const DEFAULT_OWNER_NAME = 'Studio owner';

export interface StudioCommandResult {
  readonly ok: boolean;
  readonly output: string;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

interface StudioOrder {
  orderNumber: string;
  date: string;
  customerEmail: string;
  status: string;
  paymentStatus: string;
  sandboxPayment: boolean;
  amount: number;
  nextStatuses: string[];
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function ordersTable(orders: readonly StudioOrder[]): string {
  if (orders.length === 0) return 'No orders.';
  const rows = [
    ['Order', 'Date', 'Customer', 'Status', 'Payment', 'Amount (NGN)', 'Can move to'],
    ...orders.map((order) => [
      order.orderNumber,
      order.date.slice(0, 16).replace('T', ' '),
      order.customerEmail,
      order.status,
      // Confirmed by the sandbox's Pay button: nothing was charged, so nothing should be shipped for it.
      order.sandboxPayment ? `${order.paymentStatus} (SANDBOX, no money)` : order.paymentStatus,
      order.amount.toLocaleString('en-NG'),
      order.nextStatuses.join(', ') || '-',
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function runStudioCommand(
  args: readonly string[],
  settings: { baseUrl: string; key: string; fetch: Fetch },
): Promise<StudioCommandResult> {
  const headers = { authorization: `Bearer ${settings.key}`, 'content-type': 'application/json' };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await settings.fetch(`${settings.baseUrl}/api/v1${path}`, { ...init, headers });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      orders?: StudioOrder[];
      order?: { orderNumber: string; status: string };
    };
    return { ok: response.ok, status: response.status, body };
  };
  const [command, ...rest] = args;
  if (command === 'orders') {
    const status = option(rest, '--status');
    const answer = await call(`/studio/orders${status ? `?status=${encodeURIComponent(status)}` : ''}`);
    if (!answer.ok) return { ok: false, output: answer.body.message ?? `The server answered ${answer.status}` };
    return { ok: true, output: ordersTable(answer.body.orders ?? []) };
  }
  if (command === 'create-owner') {
    const email = option(rest, '--email');
    if (!email || email.startsWith('--')) return { ok: false, output: STUDIO_USAGE };
    const answer = await call('/studio/owners', {
      method: 'POST',
      body: JSON.stringify({ email, name: option(rest, '--name') ?? DEFAULT_OWNER_NAME }),
    });
    if (!answer.ok) return { ok: false, output: answer.body.message ?? `The server answered ${answer.status}` };
    return {
      ok: true,
      output: `${answer.body.message ?? 'Done'}.\nWithout SMTP_URL the mail is in the outbox: its link is printed in the server's log.`,
    };
  }
  const [orderNumber, status] = rest;
  if (command === 'order' && orderNumber && status && !status.startsWith('--')) {
    const note = option(rest, '--note');
    const answer = await call(`/studio/orders/${encodeURIComponent(orderNumber)}/status`, {
      method: 'POST',
      body: JSON.stringify(note ? { status, note } : { status }),
    });
    return { ok: answer.ok, output: answer.body.message ?? `The server answered ${answer.status}` };
  }
  if (command === 'collect' && orderNumber && status && isStudioPaymentKind(status)) {
    const note = option(rest, '--note');
    const answer = await call(`/studio/orders/${encodeURIComponent(orderNumber)}/collect`, {
      method: 'POST',
      body: JSON.stringify(note ? { paidWith: status, note } : { paidWith: status }),
    });
    return { ok: answer.ok, output: answer.body.message ?? `The server answered ${answer.status}` };
  }
  return { ok: false, output: STUDIO_USAGE };
}
