import type { CheckoutCoupon } from '@parcelway/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en/payments.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { payments: en, common: { loading: 'Loading…', retry: 'Retry' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const coupon = (changes: Partial<CheckoutCoupon>): CheckoutCoupon => ({
  id: 1,
  code: 'SPRING5',
  currency: 'AUD',
  amount: '5.00',
  percent: null,
  min_spend: null,
  expires_at: null,
  claimable: false,
  published: false,
  used: false,
  cap: null,
  scope: 'all',
  store_id: null,
  store_name: null,
  line_id: null,
  line_name: null,
  usable: true,
  discount: '5.00',
  reason: null,
  ...changes,
});

describe("the pay page's coupon step", () => {
  it('lists the coupons for the waybill with where each applies, and why the unusable ones are not', async () => {
    const { paymentKeys } = await import('../src/features/payments/api/payment-keys');
    const { default: CouponPage } = await import('../src/features/payments/pages/coupon-page');
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(paymentKeys.payView({ waybillId: 7, currency: 'AUD', usePoints: false }), {
      total: '60.00',
      currency: 'AUD',
    });
    client.setQueryData(paymentKeys.coupons({ shipmentId: 7, currency: 'AUD' }), [
      coupon({ id: 1 }),
      coupon({
        id: 2,
        code: 'SEA10',
        line_id: 9,
        line_name: 'Australia → Taiwan Sea Freight (self pickup)',
        usable: false,
        discount: null,
        reason: 'Only for the Australia → Taiwan Sea Freight (self pickup) line.',
      }),
      coupon({
        id: 3,
        code: 'EXTRA3',
        scope: 'extras',
        store_id: 1,
        store_name: 'Australia warehouse',
        usable: false,
        discount: null,
        reason: 'This coupon takes off extra services, and this shipment has none.',
      }),
    ]);
    const html = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(
          QueryClientProvider,
          { client },
          createElement(
            MemoryRouter,
            { initialEntries: ['/pages/waybill/coupon?waybillId=7&currency=AUD'] },
            createElement(CouponPage),
          ),
        ),
      ),
    );
    expect(html).toContain(en.coupons.use.replace('{{code}}', 'SPRING5'));
    expect(html).not.toContain(en.coupons.use.replace('{{code}}', 'SEA10'));
    expect(html).toContain('Only for the Australia → Taiwan Sea Freight (self pickup) line.');
    expect(html).toContain(
      `${en.coupons.scope.all} · ${en.coupons.line.replace('{{name}}', 'Australia → Taiwan Sea Freight (self pickup)')}`,
    );
    expect(html).toContain(
      `${en.coupons.scope.extras} · ${en.coupons.warehouse.replace('{{name}}', 'Australia warehouse')}`,
    );
    expect(html).toContain('This coupon takes off extra services, and this shipment has none.');
    expect(html.split(en.coupons.unusable).length - 1).toBe(2);
  });
});

describe('the points log', () => {
  it('warns when the points lapse soon, with the date', async () => {
    const { paymentKeys } = await import('../src/features/payments/api/payment-keys');
    const { default: PaymentLogPage } = await import('../src/features/payments/pages/payment-log-page');
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const page = {
      list: [],
      total: 0,
      page: 1,
      perPage: 20,
      points: 30,
      expires_at: '2026-12-16T00:00:00.000Z',
      expiring_soon: true,
    };
    client.setQueryData(paymentKeys.points(), { pages: [page], pageParams: [1] });
    const html = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(
          QueryClientProvider,
          { client },
          createElement(MemoryRouter, { initialEntries: ['/pages/personal/log'] }, createElement(PaymentLogPage)),
        ),
      ),
    );
    expect(html).toContain('payments-warning');
    expect(html).toMatch(/Your 30 points expire on [^:]*2026[^:]*: earn or spend points before then to keep them\./);
  });
});
