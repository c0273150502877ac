import {
  BANK_TRANSFER_ACCOUNTS,
  type CurrencyCode,
  formatMajor,
  type Language,
  methodRule,
  methodsForCurrency,
  supportsBankTransfer,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { currencyCodeOf, currencyIdOf, major, moneyOf } from './money.js';
import { listWallets, pointsHeld } from './queries/ledger.js';
import {
  countActivityClick,
  countTopUpsWithStatus,
  findCustomerContact,
  grantedActivityIds,
  listActivities,
  pageTopUps,
} from './queries/top-ups.js';
import { presentTopUp, text } from './top-ups.js';

/** rechargeRecord: the customer's top-ups, newest first, with their state and a rejection's reason. */
export async function rechargeRecord(
  ctx: AppContext,
  customerId: number,
  query: { page: number; perPage: number },
  language: Language,
) {
  const { rows, total } = await pageTopUps(ctx.db, customerId, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { list: rows.map((row) => presentTopUp(row, language)), total, page: query.page, perPage: query.perPage };
}

/** accountBalance: every wallet (the customer's pay currency first), the points, and top-ups still pending. */
export async function accountBalance(ctx: AppContext, customerId: number, language: Language) {
  const contact = await findCustomerContact(ctx.db, customerId);
  if (!contact) throw new AppError('not_found', 'error.notFound');
  const [wallets, points, pending] = await Promise.all([
    listWallets(ctx.db, customerId),
    pointsHeld(ctx.db, customerId),
    countTopUpsWithStatus(ctx.db, customerId, ['pending_payment', 'pending_review']),
  ]);
  const own = wallets.find((wallet) => wallet.currencyId === contact.currencyId);
  const payWallet = {
    currency: currencyCodeOf(contact.currencyId),
    balance: major(own?.balanceMinor ?? 0, contact.currencyId),
  };
  const list = [
    payWallet,
    ...wallets
      .filter((wallet) => wallet.currencyId !== contact.currencyId && wallet.balanceMinor > 0)
      .map((wallet) => ({
        currency: currencyCodeOf(wallet.currencyId),
        balance: major(wallet.balanceMinor, wallet.currencyId),
      })),
  ];
  return {
    currency: payWallet.currency,
    balance: payWallet.balance,
    wallets: list,
    points,
    pending_top_ups: pending,
    bonus_note: translate(language, 'ledger.bonusRestricted'),
  };
}

/** chargeActivityList: the offers in a currency (the customer's by default), each saying whether its bonus was had. */
export async function chargeActivityList(
  ctx: AppContext,
  customerId: number,
  currency: CurrencyCode | undefined,
  language: Language,
) {
  const contact = await findCustomerContact(ctx.db, customerId);
  const code = currency ?? currencyCodeOf(contact?.currencyId ?? 3);
  const [rows, granted] = await Promise.all([
    listActivities(ctx.db, currencyIdOf(code)),
    grantedActivityIds(ctx.db, customerId),
  ]);
  return {
    currency: code,
    list: rows.map((row) => {
      const threshold = moneyOf(row.thresholdMinor, row.currencyId);
      const bonus = moneyOf(row.bonusMinor, row.currencyId);
      return {
        id: row.id,
        currency: code,
        threshold: formatMajor(threshold),
        bonus: formatMajor(bonus),
        title: translate(language, 'topUp.activityTitle', { threshold: text(threshold), bonus: text(bonus) }),
        claimed: granted.has(row.id),
      };
    }),
    rules: [translate(language, 'topUp.bonusOnce'), translate(language, 'ledger.bonusRestricted')],
  };
}

export async function incrementChargeClick(ctx: AppContext, activityId: number) {
  const clicks = await countActivityClick(ctx.db, activityId);
  if (clicks === undefined) throw new AppError('not_found', 'error.notFound');
  return { id: activityId, clicks };
}

/** The methods of a currency with their names, screens and whether their provider is on; bank details for a transfer. */
export function paymentMethodsFor(
  ctx: AppContext,
  currency: CurrencyCode,
  language: Language,
  options: { topUp?: boolean } = {},
) {
  return {
    currency,
    bank_transfer: supportsBankTransfer(currency),
    bank_account: supportsBankTransfer(currency)
      ? (BANK_TRANSFER_ACCOUNTS[currency as keyof typeof BANK_TRANSFER_ACCOUNTS] ?? null)
      : null,
    methods: methodsForCurrency(currency, options).map((code) => {
      const rule = methodRule(code);
      return {
        code,
        name: translate(language, `paymentMethod.${code}`),
        provider: rule.provider,
        screen: rule.screen,
        shopper_name_required: Boolean(rule.shopperName),
        available: rule.provider === null || ctx.payments.has(rule.provider),
      };
    }),
  };
}
