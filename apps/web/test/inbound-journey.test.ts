import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { InboundJourneySection } from '../src/features/parcels/components/inbound-journey';
import cn from '../src/locales/cn/parcels.json';
import en from '../src/locales/en/parcels.json';
import tw from '../src/locales/tw/parcels.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { parcels: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const render = (inbound: Parameters<typeof InboundJourneySection>[0]['inbound']) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(InboundJourneySection, { inbound })));

describe('the inbound journey on a pre-alert’s detail', () => {
  it('says where the parcel is on its way to our warehouse, with the carrier’s scans', () => {
    const html = render({
      carrier: 'ups',
      summary: 'Out for delivery: to the Australia warehouse',
      delivered_at: null,
      events: [
        {
          time: '2030-01-02T03:00:00Z',
          status: 'out_for_delivery',
          status_name: 'Out for delivery',
          place: 'Sydney',
          text: 'On the van',
        },
        { time: '2030-01-01T03:00:00Z', status: 'in_transit', status_name: 'In transit', place: 'Sydney', text: '' },
      ],
    });
    expect(html).toContain(en.detail.inboundJourney);
    expect(html).toContain('Out for delivery: to the Australia warehouse');
    expect(html).toContain('Carrier followed: ups');
    expect(html).toContain('Out for delivery · On the van');
  });

  it('shows nothing before the carrier said anything', () => {
    expect(render(null)).toBe('');
    expect(render({ carrier: 'ups', summary: null, delivered_at: null, events: [] })).toBe('');
  });

  it('has its texts in the three languages', () => {
    for (const catalogue of [en, cn, tw])
      expect(catalogue.detail.inboundJourney && catalogue.detail.inboundJourneyCarrier).toBeTruthy();
  });
});
