import { pickLanguage, translate } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppServices } from '../../http/context.js';
import { sendAccountMail } from '../notifications/index.js';
import { refundToBalance } from './ledger.js';
import { major, moneyOf } from './money.js';
import { findCustomerContact } from './queries/top-ups.js';

/**
 * A payment that settles after its target was paid, or after the customer left that checkout for another way to pay,
 * pays for nothing: it goes to the customer's balance at once, in the settling transaction, and a mail says why.
 * (The provider adapters have no refund call; the balance is money the customer can spend or ask back.)
 */
export async function creditDuplicatePayment(tx: Database, ctx: AppServices, attempt: PaymentAttemptRow) {
  const amount = moneyOf(attempt.amountMinor, attempt.currencyId);
  const entry = await refundToBalance(tx, attempt.id, amount, 'duplicate payment');
  const contact = await findCustomerContact(tx, attempt.customerId);
  if (!contact) return;
  const language = pickLanguage(contact.language);
  const currency = amount.currency;
  await sendAccountMail(
    tx,
    {
      to: contact.email,
      customerId: attempt.customerId,
      language,
      kind: 'balance_credited',
      params: {
        name: contact.firstName,
        amount: `${currency} ${major(amount.minor, attempt.currencyId)}`,
        currency,
        balance: `${currency} ${major(entry.balanceAfterMinor, entry.currencyId)}`,
        reason: translate(language, 'payment.duplicateRefunded'),
      },
    },
    ctx.clock(),
  );
}
