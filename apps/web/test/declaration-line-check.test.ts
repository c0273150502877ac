import type { CanIShip, Country, DeclarationItemInput } from '@parcelway/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeclarationItemsField } from '../src/components/declaration-items-field';
import { canIShipKey, type GoodsRoute } from '../src/lib/can-i-ship';
import { referenceKeys } from '../src/lib/reference-data';
import cn from '../src/locales/cn/declaration.json';
import en from '../src/locales/en/declaration.json';
import tw from '../src/locales/tw/declaration.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { declaration: en }, cn: { declaration: cn }, tw: { declaration: tw } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const powerBank: DeclarationItemInput = {
  name: 'power bank',
  quantity: 1,
  total_amount: '50',
  product_type: 'general',
  attributes: ['battery'],
};

/** The server's answer for a battery from the Japan warehouse to Taiwan: economy refuses it, express carries it. */
const answer: CanIShip = {
  query: '',
  attributes: [{ code: 'battery', name: 'battery' }],
  lines: [
    {
      id: 41,
      name: 'Japan → Taiwan Economy Air',
      accepts: false,
      reason: 'This line does not carry battery goods.',
      documents: [],
    },
    {
      id: 42,
      name: 'Japan → Taiwan Express',
      accepts: true,
      reason: null,
      documents: ['Batteries: the submission asks for a photo of the battery label.'],
    },
  ],
  notes: [],
};

function Form({ items, route }: { items: DeclarationItemInput[]; route: GoodsRoute }) {
  const form = useForm<{ items: DeclarationItemInput[] }>({ defaultValues: { items } });
  return createElement(DeclarationItemsField<{ items: DeclarationItemInput[] }, { items: DeclarationItemInput[] }>, {
    control: form.control,
    currency: 'JPY',
    route,
  });
}

/** The items field of a form, its queries answered from `data` without a server. */
function render(items: DeclarationItemInput[], route: GoodsRoute, data: [readonly unknown[], unknown][]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(Form, { items, route })),
    ),
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the forms’ items say which lines carry them', () => {
  it('lists each line of the route for an item’s ticked attributes: which carries it, which refuses it and why', () => {
    const html = render([powerBank], { storeId: 8, countryId: 214 }, [[canIShipKey('', 'battery', 8, 214), answer]]);
    const shown = text(html);
    expect(shown).toContain('Japan → Taiwan Economy Air : refuses it This line does not carry battery goods.');
    expect(shown).toContain('Japan → Taiwan Express : carries it');
    expect(shown).toContain('Batteries: the submission asks for a photo of the battery label.');
    expect(html).toContain('aria-label="Lines that carry this item"');
  });

  it('says general cargo for an item with nothing ticked, without asking the server', () => {
    const html = render([{ ...powerBank, name: 'T-shirt', attributes: [] }], { storeId: 8, countryId: 214 }, []);
    expect(text(html)).toContain('Nothing ticked: general cargo, every line of the route carries it.');
    expect(html).not.toContain('refuses it');
  });

  it('asks for the destination when the form does not know it (a pre-alert), among the warehouse’s', () => {
    const countries = [
      { id: 214, name: 'Taiwan' },
      { id: 13, name: 'Australia' },
    ] as Country[];
    const html = render([powerBank], { storeId: 8 }, [[referenceKeys.availableCountries(8), countries]]);
    expect(text(html)).toContain('Check the lines to');
    expect(html).toContain('<option value="214">Taiwan</option>');
    expect(html).not.toContain('refuses it');
  });

  it('writes the check in Simplified and Traditional Chinese', async () => {
    for (const [language, carries, refuses] of [
      ['cn', '可运送', '不收'],
      ['tw', '可運送', '不收'],
    ] as const) {
      await i18n.changeLanguage(language);
      const shown = text(
        render([powerBank], { storeId: 8, countryId: 214 }, [[canIShipKey('', 'battery', 8, 214), answer]]),
      );
      expect(shown).toContain(`Japan → Taiwan Express : ${carries}`);
      expect(shown).toContain(`Japan → Taiwan Economy Air : ${refuses}`);
    }
    await i18n.changeLanguage('en');
  });
});
