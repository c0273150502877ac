import type { ParcelDetail } from '@parcelway/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en/parcels.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { parcels: en, common: { loading: 'Loading…', retry: 'Retry' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const NOT_IN_STOCK = 'Only parcels in stock can do this. Parcel PW123456789 is Pre-alerted.';

const parcel = (changes: Partial<ParcelDetail>): ParcelDetail => ({
  id: 5,
  tracking_number: 'PW123456789',
  status: 0,
  status_name: 'Pre-alerted',
  being_confirmed: false,
  is_pre_alert: true,
  store_id: 1,
  warehouse_name: 'Australia warehouse',
  courier_company: null,
  contents: '',
  remark: '',
  weight: null,
  length: null,
  width: null,
  height: null,
  volumetric_weight: null,
  volumetric_divisor: 5000,
  pre_alerted_at: '2026-05-01T00:00:00.000Z',
  inbound_time: null,
  created_at: '2026-05-01T00:00:00.000Z',
  storage: null,
  thumbnail: null,
  image_count: 0,
  pending_extra_services: 0,
  shipment: null,
  destination_country_id: null,
  timeline: [],
  images: [],
  comments: [],
  extra_services: [],
  declaration: null,
  batch: [],
  return_pending: false,
  can_submit: false,
  waiting_reasons: [{ code: 'not_in_stock', message: NOT_IN_STOCK }],
  volumetric_line: null,
  weight_evidence: { weighings: [], dispute: null, dispute_window: { open: false, until: null, reason: null } },
  ...changes,
});

async function renderDetail(detail: ParcelDetail): Promise<string> {
  const { parcelKeys } = await import('../src/features/parcels/api/parcel-keys');
  const { default: ParcelDetailPage } = await import('../src/features/parcels/pages/parcel-detail-page');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(parcelKeys.detail(detail.id), detail);
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          MemoryRouter,
          { initialEntries: [`/pages/parcel/detail?id=${detail.id}`] },
          createElement(ParcelDetailPage),
        ),
      ),
    ),
  );
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe("a parcel's detail page", () => {
  it('says nothing about in-stock-only actions on a parcel that is not in stock yet; other reasons it waits stay', async () => {
    const preAlerted = await renderDetail(parcel({}));
    expect(preAlerted).not.toContain(NOT_IN_STOCK);
    const waiting = await renderDetail(
      parcel({
        status: 10,
        waiting_reasons: [{ code: 'extra_services', message: 'Parcel PW123456789 waits for its extra services.' }],
      }),
    );
    expect(waiting).toContain('Parcel PW123456789 waits for its extra services.');
  });

  it("explains the volumetric weight with the shipment line's divisor, or says the usual one may differ", async () => {
    const measured = { status: 10, weight: '1.5', length: '30', width: '20', height: '10', waiting_reasons: [] };
    const before = await renderDetail(parcel({ ...measured, volumetric_weight: '1.2' }));
    expect(before).toContain(fill(en.detail.volumetricHint, { divisor: 5000 }));
    expect(en.detail.volumetricHint).toContain('your line may differ');
    const shipped = await renderDetail(
      parcel({
        ...measured,
        status: 20,
        volumetric_weight: '1',
        volumetric_divisor: 6000,
        volumetric_line: 'Economy Air',
      }),
    );
    expect(shipped).toContain(fill(en.detail.volumetricHintLine, { divisor: 6000, line: 'Economy Air' }));
    expect(shipped).not.toContain('5000');
  });
});
