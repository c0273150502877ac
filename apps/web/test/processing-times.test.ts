import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProcessingTimes } from '../src/features/account/components/processing-times';
import account from '../src/locales/en/account.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const render = (times: Parameters<typeof ProcessingTimes>[0]['times']) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(ProcessingTimes, { times })));

describe("a warehouse page's processing times", () => {
  it('shows both medians over the 30 days with how many they are of', () => {
    const html = render({
      store_id: 1,
      days: 30,
      delivery_to_check_in: { median_hours: 5.4, count: 12 },
      payment_to_dispatch: { median_hours: 60, count: 1 },
    });
    expect(html).toContain('Delivered to us → checked in');
    expect(html).toContain('5 hours<span> · 12 parcels</span>');
    expect(html).toContain('3 days<span> · 1 shipment</span>');
    expect(html).toContain('Medians over the last 30 days');
  });

  it('says there is no data yet for an empty window', () => {
    const html = render({
      store_id: 1,
      days: 30,
      delivery_to_check_in: { median_hours: null, count: 0 },
      payment_to_dispatch: { median_hours: null, count: 0 },
    });
    expect(html.match(/No data yet/g)).toHaveLength(2);
  });
});
