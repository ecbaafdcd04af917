import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  /** What verify reports as paid; the initialized amount unless a test says otherwise. */
  paidAmount: number;
  paidCurrency: string;
  /** The channels initialize offered, and the one the payment was made with (card unless a test says). */
  channels: string[];
  channel: string;
}

/**
 * A small stand-in for Paystack's API on localhost: initialize, verify and refund, with the
 * secret key checked on every call. Tests say how each transaction ends.
 */
export interface FakePaystack {
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly transactions: Map<string, FakeTransaction>;
  readonly refunds: { transaction: string; amount: number }[];
  failInitialize: boolean;
  /** While true, refunds answer 500 as an outage would, and none is recorded. */
  failRefund: boolean;
  complete(reference: string, paid?: { amount?: number; currency?: string; channel?: string }): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

export async function startFakePaystack(secretKey = 'sk_test_fake_studio_shop'): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: { transaction: string; amount: number }[] = [];
  const state = { failInitialize: false, failRefund: false };
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        if (state.failInitialize) return send(500, { status: false, message: 'Service unavailable' });
        const body = await readJson(request);
        const reference = String(body.reference);
        transactions.set(reference, {
          reference,
          email: String(body.email),
          amount: Number(body.amount),
          currency: String(body.currency),
          callback_url: String(body.callback_url),
          status: 'ongoing',
          paidAmount: Number(body.amount),
          paidCurrency: String(body.currency),
          channels: Array.isArray(body.channels) ? body.channels.map(String) : [],
          channel: 'card',
        });
        return send(200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${reference}`, access_code: `ac_${reference}`, reference },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && verify?.[1]) {
        const transaction = transactions.get(decodeURIComponent(verify[1]));
        if (!transaction) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, {
          status: true,
          message: 'Verification successful',
          data: {
            status: transaction.status,
            reference: transaction.reference,
            amount: transaction.paidAmount,
            currency: transaction.paidCurrency,
            channel: transaction.channel,
          },
        });
      }
      if (request.method === 'POST' && url.pathname === '/refund') {
        if (state.failRefund) return send(500, { status: false, message: 'Refund service unavailable' });
        const body = await readJson(request);
        refunds.push({ transaction: String(body.transaction), amount: Number(body.amount) });
        return send(200, { status: true, message: 'Refund has been queued for processing', data: { status: 'pending' } });
      }
      return send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    transactions,
    refunds,
    get failInitialize() {
      return state.failInitialize;
    },
    set failInitialize(value: boolean) {
      state.failInitialize = value;
    },
    get failRefund() {
      return state.failRefund;
    },
    set failRefund(value: boolean) {
      state.failRefund = value;
    },
    complete(reference, paid = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      transaction.status = 'success';
      transaction.paidAmount = paid.amount ?? transaction.amount;
      transaction.paidCurrency = paid.currency ?? transaction.currency;
      transaction.channel = paid.channel ?? 'card';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
