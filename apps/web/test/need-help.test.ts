import type { ContactChannels } from '@parcelway/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '../src/locales/cn/common.json';
import content from '../src/locales/cn/content.json';
import { installMemoryStorage } from './support/memory-storage';

// The page writes dates and zones through lib/format in the app's language, 'cn' until one is chosen.
const i18n = i18next.createInstance();
beforeAll(async () => {
  // The page asks for the signed-in customer (their support number); none is stored here.
  installMemoryStorage();
  await i18n.use(initReactI18next).init({
    lng: 'cn',
    resources: { cn: { common, content } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

async function renderContactPage(channels: ContactChannels): Promise<string> {
  const { contentKeys } = await import('../src/features/content/api/content-keys');
  const { default: NeedHelpPage } = await import('../src/features/content/pages/need-help-page');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(contentKeys.channels(), channels);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client },
        createElement(MemoryRouter, { initialEntries: ['/pages/personal/needHelp'] }, createElement(NeedHelpPage)),
      ),
    ),
  );
}

const NOTHING: ContactChannels = { email: '', phone: '', wechat: '', whatsapp: '', hours: null };

describe('the contact page', () => {
  it('shows only the channels that are configured, none invented', async () => {
    const html = await renderContactPage({ ...NOTHING, email: 'help@parcelway.com.au' });
    expect(html).toContain('mailto:help@parcelway.com.au');
    for (const key of ['phone', 'wechat', 'whatsapp', 'hours'] as const)
      expect(html, key).not.toContain(`>${content.contact[key]}<`);
    expect(await renderContactPage(NOTHING)).toContain(content.contact.noChannels);
  });

  it("writes the hours in the reader's language: days, times and the time zone's name", async () => {
    const html = await renderContactPage({
      ...NOTHING,
      hours: { from_weekday: 1, to_weekday: 5, opens: '09:00', closes: '18:00', time_zone: 'Australia/Sydney' },
    });
    expect(html).toContain('周一至周五 09:00–18:00（澳大利亚东部时间）');
    expect(html).not.toMatch(/Mon|AEST/);
  });
});
