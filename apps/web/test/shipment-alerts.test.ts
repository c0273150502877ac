import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentAlerts } from '../src/features/tracking/components/shipment-alerts';
import cn from '../src/locales/cn/tracking.json';
import en from '../src/locales/en/tracking.json';
import tw from '../src/locales/tw/tracking.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { tracking: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const render = (alerts: Parameters<typeof ShipmentAlerts>[0]['alerts']) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(ShipmentAlerts, { alerts })));

describe('the shipment’s alerts on its journey page', () => {
  it('lists each alert the customer was sent, with when', () => {
    const html = render([
      { kind: 'later_estimate', text: 'delivery now expected on 2030-01-08', raised_at: '2030-01-02T03:00:00Z' },
      { kind: 'failed_attempt', text: 'a delivery attempt failed', raised_at: '2030-01-01T03:00:00Z' },
    ]);
    expect(html).toContain(en.trace.alerts);
    expect(html).toContain('delivery now expected on 2030-01-08');
    expect(html).toContain('data-kind="failed_attempt"');
    expect(html.indexOf('2030-01-08')).toBeLessThan(html.indexOf('a delivery attempt failed'));
  });

  it('shows nothing for a shipment without alerts', () => {
    expect(render([])).toBe('');
  });

  it('names the section in the three languages', () => {
    expect([en, cn, tw].map((catalogue) => catalogue.trace.alerts).every(Boolean)).toBe(true);
  });
});
