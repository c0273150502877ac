import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '../src/locales/en/common.json';
import coupons from '../src/locales/en/coupons.json';
import membership from '../src/locales/en/membership.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, coupons, membership } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

function render(page: ComponentType, path: string, client: QueryClient): string {
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client },
        createElement(MemoryRouter, { initialEntries: [path] }, createElement(page)),
      ),
    ),
  ).replace(/&#x27;/g, "'");
}

const cachedClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

describe('empty states say where to get one', () => {
  it('no coupons to use: how coupons come, and a link to inviting friends', async () => {
    const { couponKeys } = await import('../src/features/coupons/api/coupon-keys');
    const { default: CouponCentrePage } = await import('../src/features/coupons/pages/coupon-centre-page');
    const client = cachedClient();
    client.setQueryData(couponKeys.list('available'), {
      list: [],
      total: 0,
      page: 1,
      perPage: 50,
      counts: { available: 0, used: 0, expired: 0 },
    });
    const html = render(CouponCentrePage, '/pages/personal/cupon', client);
    expect(html).toContain(coupons.empty.available);
    expect(html).toContain(coupons.empty.availableHint);
    expect(html).toMatch(/<a href="\/pages\/personal\/friend"[^>]*>.*Invite friends/);
  });

  it('no membership plans on sale: where new ones are announced, with a link there', async () => {
    const { membershipKeys } = await import('../src/features/membership/api/membership-keys');
    const { default: MemberPage } = await import('../src/features/membership/pages/member-page');
    const client = cachedClient();
    client.setQueryData(membershipKeys.plans(), []);
    const html = render(MemberPage, '/pages/personal/member', client);
    expect(html).toContain(membership.plans.empty);
    expect(html).toContain(membership.plans.emptyHint);
    expect(html).toMatch(/<a href="\/pages\/index\/helpcenter"[^>]*>.*See notices/);
  });
});
