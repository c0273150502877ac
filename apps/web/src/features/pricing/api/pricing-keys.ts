import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the pricing feature: public reference data and quotes, none of them changed from here. */
export const pricingKeys = {
  courierList: (storeId: number | undefined, countryId: number | undefined) =>
    ['courierList', currentLanguage(), storeId, countryId] as const,
  productList: () => ['productList', currentLanguage()] as const,
  quotation: (input: object | null) => ['quotation', currentLanguage(), input] as const,
};
