import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the pre-shipments feature; a save or delete invalidates `all`. */
export const preShipmentKeys = {
  all: ['preShipments'] as const,
  list: () => ['preShipments', 'list', currentLanguage()] as const,
  detail: (id: number) => ['preShipments', 'detail', currentLanguage(), id] as const,
  // Agent points, slots and costs change without any pre-shipment of this customer: kept outside `all`.
  agents: (search: object) => ['preShipmentAgents', currentLanguage(), search] as const,
  slots: (storeId: number, date: string) => ['pickupSlots', currentLanguage(), storeId, date] as const,
  costs: (query: object) => ['preShipmentCosts', query] as const,
  estimate: (query: object | null) => ['preShipmentEstimate', currentLanguage(), query] as const,
  expressCompanies: (storeId: number) => ['preShipmentExpressCompanies', storeId] as const,
  recipients: () => ['preShipmentRecipients'] as const,
};
