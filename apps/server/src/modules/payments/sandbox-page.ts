import { formatMajor, isCurrencyCode, money, PAYMENT_PROVIDERS, type PaymentProviderName } from '@parcelway/domain';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sandbox's hosted page: plain server-rendered HTML with the amount and a Pay and a Fail button, as a
 * provider's checkout page would show. No script runs on it; the buttons post a form.
 */
export function sandboxPage(checkout: {
  id: string;
  provider: string;
  amountMinor: number;
  currency: string;
  description: string;
  status: string;
}): string {
  const amount = isCurrencyCode(checkout.currency)
    ? `${checkout.currency} ${formatMajor(money(checkout.amountMinor, checkout.currency))}`
    : `${checkout.currency} ${checkout.amountMinor}`;
  const providerName = PAYMENT_PROVIDERS[checkout.provider as PaymentProviderName]?.name ?? checkout.provider;
  const open = checkout.status === 'open';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(providerName)} sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.amount{font-size:32px;font-weight:700;margin:8px 0 4px}
.note{color:#666;font-size:14px}
button{display:block;width:100%;padding:14px;border:0;border-radius:8px;font-size:17px;margin-top:12px}
.pay{background:#1677ff;color:#fff}.fail{background:#fff;color:#c00;border:1px solid #c00}
</style>
</head>
<body>
<main>
<div class="card">
<p class="note">${escapeHtml(providerName)} · sandbox: no real money moves</p>
<h1>Pay Parcelway</h1>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
<p class="note">${escapeHtml(checkout.description)}</p>
${
  open
    ? `<form method="post" action="/sandbox/pay/${escapeHtml(checkout.id)}">
<button class="pay" name="outcome" value="pay" type="submit">Pay ${escapeHtml(amount)}</button>
<button class="fail" name="outcome" value="fail" type="submit">Fail the payment</button>
</form>`
    : `<p role="status">This checkout is closed (${escapeHtml(checkout.status)}).</p>`
}
</div>
</main>
</body>
</html>`;
}
