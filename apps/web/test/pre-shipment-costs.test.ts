import type { QuotedLine } from '@parcelway/domain';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PreShipmentCosts } from '../src/features/pre-shipments/api/get-booking-options';
import { CostsSummary, type EstimateState } from '../src/features/pre-shipments/components/costs-summary';
import { DEFAULT_GUESS, estimateQuery } from '../src/features/pre-shipments/utils/estimate';
import cn from '../src/locales/cn/preShipments.json';
import en from '../src/locales/en/preShipments.json';
import tw from '../src/locales/tw/preShipments.json';

const item = (total_amount: string, attributes: string[] = []) => ({
  name: 'Shirt',
  quantity: 1,
  total_amount,
  product_type: 'clothing' as const,
  attributes: attributes as never,
});
const goods = {
  store_id: 1,
  tracking_numbers: ['PS0000000001', 'PS0000000002'],
  items: [item('40', ['cosmetics']), item('12.50')],
  batteries: true,
  insurance: true,
};

describe('the estimate asks the freight calculator about the goods as guessed', () => {
  it('one package per tracking number, the items’ type, attributes, value and the insurance choice', () => {
    expect(estimateQuery(goods, 13, DEFAULT_GUESS, 'AUD')).toEqual({
      store_id: 1,
      country_id: 13,
      parcels: [
        {
          weight: 1,
          length: 30,
          width: 20,
          height: 15,
          quantity: 2,
          product_type: 'clothing',
          attributes: ['cosmetics', 'battery'],
        },
      ],
      declared_value: '52.50',
      declared_currency: 'AUD',
      insured: true,
    });
  });

  it('asks nothing without a receiver’s country or with a size that is not a number', () => {
    expect(estimateQuery(goods, undefined, DEFAULT_GUESS, 'AUD')).toBeNull();
    expect(estimateQuery(goods, 13, { ...DEFAULT_GUESS, weight: 'abc' }, 'AUD')).toBeNull();
    expect(estimateQuery(goods, 13, { ...DEFAULT_GUESS, height: '0' }, 'AUD')).toBeNull();
  });

  it('leaves the declared value out while an amount is not a number, and counts one package at least', () => {
    const query = estimateQuery({ ...goods, tracking_numbers: [], items: [item('forty')] }, 13, DEFAULT_GUESS, 'AUD');
    expect(query?.declared_value).toBeUndefined();
    expect(query?.parcels[0]?.quantity).toBe(1);
  });
});

const COSTS: PreShipmentCosts = {
  currency: 'AUD',
  pickup_fee: '12.00',
  storage_free_days: 7,
  storage_per_package_day: '1.00',
  storage_per_cubic_metre_day: '15.00',
  storage_currency: 'AUD',
};
const line = (id: number, name: string, total: string) =>
  ({ id, name, fees: { currency: 'AUD', total }, weight: { chargeable_weight: '2.000' } }) as QuotedLine;
const quoted: EstimateState = {
  idle: false,
  loading: false,
  lines: [line(4, 'Express to Taiwan', '31.50'), line(5, 'Economy to Taiwan', '22.00')],
  refused: [],
  error: null,
};

describe('the costs before booking, in each language', () => {
  for (const [language, texts] of [
    ['en', en],
    ['cn', cn],
    ['tw', tw],
  ] as const) {
    it(`${language}: the storage rule, the pickup fee and the chosen line's estimate`, async () => {
      const i18n = i18next.createInstance();
      await i18n.use(initReactI18next).init({
        lng: language,
        resources: { [language]: { preShipments: texts, common: {} } },
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
      const render = (props: Partial<Parameters<typeof CostsSummary>[0]>) =>
        renderToStaticMarkup(
          createElement(
            I18nextProvider,
            { i18n },
            createElement(CostsSummary, {
              way: 'drop_off',
              costs: COSTS,
              guess: DEFAULT_GUESS,
              onGuess: () => {},
              onGuessDone: () => {},
              estimate: quoted,
              lineId: 5,
              onLine: () => {},
              ...props,
            }),
          ),
        );

      const dropOff = render({});
      expect(dropOff).toContain(texts.costs.storage);
      expect(dropOff).toContain(
        texts.costs.storageRule
          .replace('{{days}}', '7')
          .replace('{{perPackage}}', 'AUD 1.00')
          .replace('{{perCubicMetre}}', 'AUD 15.00'),
      );
      expect(dropOff).toContain(texts.costs.estimateFor.replace('{{line}}', 'Economy to Taiwan'));
      expect(dropOff).toContain('AUD 22.00');
      expect(dropOff).toContain(texts.costs.weight);
      expect(dropOff).toContain(texts.costs.storageHint);
      expect(dropOff).not.toContain(texts.costs.pickupFee);
      // No key is left untranslated.
      expect(dropOff).not.toMatch(/costs\.\w+/);

      const pickup = render({ way: 'pickup', lineId: null });
      expect(pickup).toContain(texts.costs.pickupFee);
      expect(pickup).toContain(texts.costs.pickupFeeHint);
      expect(pickup).not.toContain(texts.costs.storageHint);
      expect(pickup).toContain('AUD 12.00');
      expect(pickup).toContain(texts.costs.estimateFor.replace('{{line}}', 'Express to Taiwan'));

      const idle = render({ estimate: { ...quoted, idle: true, lines: [] } });
      expect(idle).toContain(texts.costs.estimateIncomplete);

      const refused = render({
        estimate: {
          ...quoted,
          lines: [],
          refused: [{ id: 4, name: 'Express to Taiwan', reasons: [{ code: 'weight', message: 'Too heavy.' }] }],
          error: 'No service',
        },
      });
      expect(refused).toContain('No service');
      expect(refused).toContain('Express to Taiwan: Too heavy.');
    });
  }
});
