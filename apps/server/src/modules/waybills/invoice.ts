import { createHash } from 'node:crypto';
import {
  COUNTRY_ID,
  type Language,
  type Money,
  money,
  type PaymentMethodCode,
  parseMajor,
  personName,
  translate,
  type WaybillStatus,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { presentFile } from '../files/index.js';
import {
  findCouponForCustomer,
  findCustomerContact,
  findSucceededAttempt,
  type InvoiceDocument,
  invoiceIssuer,
  moneyOf,
  storeInvoicePdf,
} from '../payments/index.js';
import { countryNameOf } from '../reference/index.js';
import { findBillAddress, findProfile } from '../users/index.js';
import { WAYBILL_PURPOSE } from './payment.js';
import { currencyOf, dutiesOf } from './presenters.js';
import { findWaybillInvoiceFile, findWaybillPayment, insertWaybillInvoice } from './queries/payments.js';
import { requireOwnedWaybill } from './service.js';

const INVOICED: readonly WaybillStatus[] = ['paid', 'in_transit', 'sorting', 'collecting', 'delivered'];
const FEE_LINES = ['postage', 'delivery', 'insurance', 'customs', 'adjustment', 'extra', 'serviceCharge'] as const;
const FEE_KEYS = {
  postage: 'invoice.fee.postage',
  delivery: 'invoice.fee.delivery',
  insurance: 'invoice.fee.insurance',
  customs: 'invoice.fee.customs',
  adjustment: 'invoice.fee.adjustment',
  extra: 'invoice.fee.extra',
  serviceCharge: 'invoice.fee.service_charge',
} as const;

/**
 * getInvoice/{id}: a PDF of a paid waybill, in the customer's language: its fees in the warehouse's currency
 * and how it was paid (coupon, points, balance, the provider or transfer) in the currency paid. Data is a
 * signed link to the file, opened by the app in a new window.
 */
export async function waybillInvoice(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  if (!INVOICED.includes(row.status)) throw new AppError('rule', 'invoice.notPaid');
  const attempt = await findSucceededAttempt(ctx.db, WAYBILL_PURPOSE, row.id);
  const payment = attempt ? await findWaybillPayment(ctx.db, attempt.id) : undefined;
  const contact = await findCustomerContact(ctx.db, customerId);
  const billedTo = await billedToOf(ctx, customerId, language);
  const currency = currencyOf(row);
  const duties = dutiesOf(row, language).charged;
  // The destination's taxes we collected, each by name (the customs fee line is theirs); the door's estimate as a note.
  const collected = duties?.items.filter((item) => item.collected_by === 'us') ?? [];
  const lines = FEE_LINES.filter((fee) => row[fee] !== 0 && !(fee === 'customs' && collected.length > 0)).map(
    (fee) => ({
      description: translate(language, FEE_KEYS[fee]),
      amount: money(row[fee], currency),
    }),
  );
  for (const item of collected) lines.push({ description: item.name, amount: parseMajor(item.amount, currency) });
  const notes = duties
    ? [
        ...(Number(duties.at_clearance) > 0
          ? [
              translate(language, 'customs.invoiceAtDoor', {
                amount: `${currency} ${duties.at_clearance}`,
                landed: `${currency} ${duties.landed_total}`,
              }),
            ]
          : []),
        ...duties.notes,
      ]
    : [];
  // The member discount frozen at submission, its own line, taken off (the total already nets it).
  if (row.memberDiscount > 0)
    lines.push({
      description: translate(language, 'member.discountLine'),
      amount: money(-row.memberDiscount, currency),
    });
  const payments: { method: string; amount: Money }[] = [];
  if (payment && attempt) {
    const paid = (minor: number) => moneyOf(minor, payment.currencyId);
    const coupon =
      payment.couponId === null ? undefined : await findCouponForCustomer(ctx.db, customerId, { id: payment.couponId });
    if (payment.couponMinor > 0)
      payments.push({
        method: translate(language, 'invoice.coupon', { code: coupon?.code ?? '' }).trim(),
        amount: paid(payment.couponMinor),
      });
    if (payment.pointsMinor > 0)
      payments.push({
        method: translate(language, 'invoice.points', { points: payment.pointsUsed }),
        amount: paid(payment.pointsMinor),
      });
    if (payment.balanceMinor > 0)
      payments.push({ method: translate(language, 'paymentMethod.balance'), amount: paid(payment.balanceMinor) });
    payments.push({
      method: translate(language, `paymentMethod.${attempt.method as PaymentMethodCode}`),
      amount: moneyOf(attempt.amountMinor, attempt.currencyId),
    });
  }
  const file = await invoiceFileFor(ctx, customerId, row.id, {
    number: row.shipmentNo ?? String(row.id),
    language,
    issuedAt: ctx.clock(),
    paidAt: row.paidAt,
    issuer: invoiceIssuer(ctx),
    customer: {
      ...billedTo,
      supportNumber: String(customerId),
      ...(billedTo.email || contact ? { email: billedTo.email || contact?.email } : {}),
    },
    lines,
    total: money(row.total, currency),
    payments,
    ...(notes.length > 0 ? { notes } : {}),
  });
  return file.url;
}

/**
 * Who the invoice is billed to: the customer's billing address when they gave one (full name, company, ABN or tax
 * number when given, the address and its country), else their full name as on the account.
 */
async function billedToOf(ctx: AppContext, customerId: number, language: Language) {
  const bill = await findBillAddress(ctx.db, customerId);
  if (!bill) {
    const profile = await findProfile(ctx.db, customerId);
    const customer = profile?.customer;
    return { name: customer ? personName(customer.firstName, customer.lastName) : '', email: '', addressLines: [] };
  }
  const taxLabel = translate(language, bill.countryId === COUNTRY_ID.australia ? 'invoice.abn' : 'invoice.taxNumber');
  const place = [bill.city, bill.state, bill.postcode].filter(Boolean).join(' ');
  return {
    name: bill.name,
    email: bill.email,
    addressLines: [
      ...(bill.company ? [bill.company] : []),
      ...(bill.taxNumber ? [`${taxLabel}: ${bill.taxNumber}`] : []),
      bill.address,
      ...(bill.address2 ? [bill.address2] : []),
      place,
      await countryNameOf(ctx, bill.countryId),
    ].filter(Boolean),
  };
}

/**
 * The waybill's invoice PDF, made once for what it prints (language, fees, payments: everything but the
 * issue date) and reused until any of that changes, so repeated calls do not fill the storage.
 */
async function invoiceFileFor(ctx: AppContext, customerId: number, waybillId: number, invoice: InvoiceDocument) {
  const { issuedAt: _issuedAt, ...printed } = invoice;
  const fingerprint = createHash('sha256').update(JSON.stringify(printed)).digest('base64url');
  const made = await findWaybillInvoiceFile(ctx.db, waybillId, fingerprint);
  if (made) return presentFile(ctx, made);
  const file = await storeInvoicePdf(ctx, customerId, invoice);
  if (await insertWaybillInvoice(ctx.db, waybillId, fingerprint, file.id)) return file;
  // A parallel call recorded its PDF first: hand out that one, so every caller gets the same link.
  const first = await findWaybillInvoiceFile(ctx.db, waybillId, fingerprint);
  return first ? presentFile(ctx, first) : file;
}
