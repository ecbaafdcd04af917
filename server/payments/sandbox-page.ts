import { formatNaira } from '../../src/domain/money.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sandbox provider's payment page: plain HTML, no app bundle, clearly a test. Each button
 * posts the shopper's choice back to this server, which then returns them to the shop.
 */
export function sandboxPage(input: { reference: string; orderNumber: string; amount: number; decided: boolean }): string {
  const action = (decision: string) => `/api/v1/payment/sandbox/${encodeURIComponent(input.reference)}?decision=${decision}`;
  const button = (decision: string, label: string, colour: string) =>
    `<form method="post" action="${escapeHtml(action(decision))}"><button type="submit" style="background:${colour}">${label}</button></form>`;
  const choices = input.decided
    ? '<p>This payment has already been completed. You can close this page.</p>'
    : `<div class="actions">${button('pay', 'Pay', '#15803d')}${button('decline', 'Decline', '#b91c1c')}${button('cancel', 'Cancel', '#4b5563')}</div>`;
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
