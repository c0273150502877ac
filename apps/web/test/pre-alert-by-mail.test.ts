import type { InboundMails } from '@parcelway/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceName } from '../src/lib/push';
import parcels from '../src/locales/en/parcels.json';
import { installMemoryStorage } from './support/memory-storage';

beforeAll(() => {
  installMemoryStorage();
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { parcels, common: { copy: 'Copy' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

async function renderForwardedMails(data: InboundMails): Promise<string> {
  const { parcelKeys } = await import('../src/features/parcels/api/parcel-keys');
  const { ForwardedMails } = await import('../src/features/parcels/components/forwarded-mails');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(parcelKeys.inboundMails(), data);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(ForwardedMails))),
    ),
  );
}

describe('pre-alert by e-mail on the pre-alert list', () => {
  it('offers the inbound address and says what the latest forwarded e-mail gave', async () => {
    const html = await renderForwardedMails({
      address: '100023@in.parcelway.example',
      list: [
        {
          id: 1,
          received_at: '2026-11-28T09:00:00Z',
          shop: 'Amazon.com.au',
          subject: 'Your order has shipped',
          created: [{ tracking_number: '1Z999AA10123456784', parcel_id: 41 }],
          existing: [],
          unread: [{ tracking_number: 'RR123456784CN', reason: 'check_digit' }],
        },
      ],
    });
    expect(html).toContain(parcels.forwarded.title);
    expect(html).toContain('100023@in.parcelway.example');
    expect(html).toContain('Amazon.com.au');
    expect(html).toContain('href="/pages/parcel/detail?id=41"');
    expect(html).toContain(`RR123456784CN ${parcels.forwarded.unread.check_digit}`);
    expect(html).toContain('1 added · 1 not read');
  });

  it('shows nothing where the server takes no mail', async () => {
    expect(await renderForwardedMails({ address: null, list: [] })).toBe('');
  });
});

describe('the device a push subscription is named after', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1',
      'Safari · iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0', 'Edge · Windows'],
  ])('%s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});
