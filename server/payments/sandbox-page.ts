import { formatNaira } from '../../src/domain/money.ts';
import type { PaymentChannel } from '../../src/domain/payment-channels.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sandbox provider's payment page: plain HTML, no app bundle, clearly a test. Each button
 * posts the shopper's choice back to this server, which then returns them to the shop.
 */
export interface SandboxPageInput {
  readonly reference: string;
  readonly orderNumber: string;
  readonly amount: number;
  readonly decided: boolean;
  /** The channels the shop offers; the page shows a section for card, bank transfer and USSD among them. */
  readonly channels: readonly PaymentChannel[];
  /** The one-time transfer account, and when it closes ('26 November 2026 at 3:37 pm'). */
  readonly transferAccount: string;
  readonly expiresAt: string;
}

export function sandboxPage(input: SandboxPageInput): string {
  const action = (decision: string) => `/api/v1/payment/sandbox/${encodeURIComponent(input.reference)}?decision=${decision}`;
  const button = (decision: string, label: string, colour: string) =>
    `<form method="post" action="${escapeHtml(action(decision))}"><button type="submit" style="background:${colour}">${label}</button></form>`;
  const amount = escapeHtml(formatNaira(input.amount));
  const sections = [
    input.channels.includes('card')
      ? `<section aria-labelledby="card"><h2 id="card">Card</h2><div class="actions">${button('pay', 'Pay', '#15803d')}${button('decline', 'Decline', '#b91c1c')}</div></section>`
      : '',
    input.channels.includes('bank_transfer')
      ? `<section aria-labelledby="transfer"><h2 id="transfer">Bank transfer</h2>
<p>Transfer exactly <strong>${amount}</strong> to this one-time account:</p>
<dl><dt>Bank</dt><dd>Sandbox Test Bank</dd><dt>Account number</dt><dd><code>${escapeHtml(input.transferAccount)}</code></dd><dt>Amount</dt><dd>${amount}</dd><dt>Expires</dt><dd>${escapeHtml(input.expiresAt)}</dd></dl>
<p>The account closes in 30 minutes. Your bank may take a moment to confirm the transfer.</p>
<div class="actions">${button('transfer', 'I have paid', '#15803d')}</div></section>`
      : '',
    input.channels.includes('ussd')
      ? `<section aria-labelledby="ussd"><h2 id="ussd">USSD</h2>
<p>Dial <code>*737*000*${escapeHtml(input.transferAccount.slice(-4))}#</code> from the phone of your bank account and approve ${amount}.</p>
<div class="actions">${button('ussd', 'I have approved it', '#15803d')}</div></section>`
      : '',
  ].join('');
  const choices = input.decided
    ? '<p>This payment has already been completed. You can close this page.</p>'
    : `${sections}<div class="actions">${button('cancel', 'Cancel', '#4b5563')}</div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment - Studio Shop</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:1rem;color:#111827}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
.banner{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.75rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.actions{display:flex;gap:.5rem;flex-wrap:wrap}
button{color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer;min-width:6rem}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
section{border-top:1px solid #e5e7eb;padding:.5rem 0}
h2{font-size:1.1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dd{margin:0;font-weight:600}
</style>
</head>
<body>
<main>
<p class="banner" role="note">TEST PAYMENT - sandbox mode. No card is charged and no money moves.</p>
<h1>Pay for order ${escapeHtml(input.orderNumber)}</h1>
<p>Amount</p>
<p class="amount">${escapeHtml(formatNaira(input.amount))}</p>
<p>Reference: <code>${escapeHtml(input.reference)}</code></p>
${choices}
</main>
</body>
</html>`;
}
