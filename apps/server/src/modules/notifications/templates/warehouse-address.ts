import { type Language, type LocalisedNames, localName } from '@parcelway/domain';
import { APP_URL, factIn, type NoticeContent, type NoticeOf } from './content.js';

const warehouseAddressLink = `${APP_URL}/#/pages/personal/warehouseDetail`;

/** A shopping address as getWarehouseAddress presents it to one customer, minus what is only read (opening hours). */
export interface CopiedAddress {
  name: string;
  address_lines: string[];
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
}

/** What the notice of a changed warehouse address says. */
export interface WarehouseAddressNotificationData {
  /** Staff changed a warehouse's shopping address: the new one as this customer copies it (support number filled in). */
  warehouse_address_changed: { warehouse: LocalisedNames; address: CopiedAddress };
}

/** The address on one line, for an SMS: the parts a shop asks for, in the order the card shows them. */
function addressLine(address: CopiedAddress): string {
  const place = [address.city, address.state, address.postal_code].filter((part) => part !== '').join(' ');
  return [address.name, ...address.address_lines, place, address.country, address.phone].join(', ');
}

export function warehouseAddressContent(
  language: Language,
  notification: NoticeOf<WarehouseAddressNotificationData>,
): NoticeContent {
  const fact = factIn(language);
  const { data } = notification;
  const { address } = data;
  const rows = [
    fact('notify.receiver', address.name),
    ...address.address_lines.map((line) => fact('notify.addressLine', line)),
    fact('notify.city', address.city),
    ...(address.state === '' ? [] : [fact('notify.state', address.state)]),
    fact('notify.postalCode', address.postal_code),
    fact('notify.country', address.country),
    fact('notify.phone', address.phone),
  ];
  return {
    params: { warehouse: localName(language, data.warehouse), address: addressLine(address) },
    facts: { type: 'facts', rows },
    link: warehouseAddressLink,
  };
}
