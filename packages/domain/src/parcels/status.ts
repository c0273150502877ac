import type { MessageKey } from '../i18n/messages.js';

/** Parcel states (DESIGN §6), numeric as the client sends `parcel_status`. */
export const PARCEL_STATUS = {
  /** Declared by the customer, waiting for the warehouse. */
  preAlerted: 0,
  /** Signed for at the warehouse, not yet measured and shelved. */
  received: 5,
  /** On the shelf: can be submitted in a shipment. */
  inStock: 10,
  /** In a shipment being prepared. */
  processing: 20,
  /** Left the warehouse in a shipment ("mailed"). */
  dispatched: 30,
  delivered: 40,
  returned: 50,
  disposed: 60,
} as const;

export type ParcelStatusName = keyof typeof PARCEL_STATUS;
export type ParcelStatus = (typeof PARCEL_STATUS)[ParcelStatusName];

export const PARCEL_STATUSES = Object.values(PARCEL_STATUS) as ParcelStatus[];

export function isParcelStatus(value: unknown): value is ParcelStatus {
  return typeof value === 'number' && (PARCEL_STATUSES as number[]).includes(value);
}

/** Looked up once per state, not per call: a list names the state of every row it shows. */
const STATUS_NAMES = new Map(
  (Object.entries(PARCEL_STATUS) as [ParcelStatusName, ParcelStatus][]).map(([name, value]) => [value, name]),
);

export function parcelStatusName(status: ParcelStatus): ParcelStatusName {
  return STATUS_NAMES.get(status) ?? 'preAlerted';
}

/** Every legal move of a parcel. Anything else is refused with `parcel.illegalTransition`. */
const NEXT: Readonly<Record<ParcelStatus, readonly ParcelStatus[]>> = {
  [PARCEL_STATUS.preAlerted]: [PARCEL_STATUS.received],
  [PARCEL_STATUS.received]: [PARCEL_STATUS.inStock],
  [PARCEL_STATUS.inStock]: [PARCEL_STATUS.processing, PARCEL_STATUS.returned, PARCEL_STATUS.disposed],
  // A shipment cancelled before it leaves puts its parcels back on the shelf.
  [PARCEL_STATUS.processing]: [PARCEL_STATUS.inStock, PARCEL_STATUS.dispatched],
  [PARCEL_STATUS.dispatched]: [PARCEL_STATUS.delivered],
  [PARCEL_STATUS.delivered]: [],
  [PARCEL_STATUS.returned]: [],
  [PARCEL_STATUS.disposed]: [],
};

export function canMoveParcel(from: ParcelStatus, to: ParcelStatus): boolean {
  return NEXT[from].includes(to);
}

/** Why a parcel cannot move from one state to another, or null when it can. */
export function parcelMoveProblem(from: ParcelStatus, to: ParcelStatus): MessageKey | null {
  return canMoveParcel(from, to) ? null : 'parcel.illegalTransition';
}

/** The parcel list's tabs (SPEC §2) and the states each shows. "All" is every parcel the warehouse has seen. */
export const PARCEL_TABS = {
  all: [
    PARCEL_STATUS.received,
    PARCEL_STATUS.inStock,
    PARCEL_STATUS.processing,
    PARCEL_STATUS.dispatched,
    PARCEL_STATUS.delivered,
    PARCEL_STATUS.returned,
    PARCEL_STATUS.disposed,
  ],
  arrived: [PARCEL_STATUS.inStock],
  mailed: [PARCEL_STATUS.dispatched],
  history: [PARCEL_STATUS.delivered, PARCEL_STATUS.returned, PARCEL_STATUS.disposed],
} as const satisfies Record<string, readonly ParcelStatus[]>;

export type ParcelTab = keyof typeof PARCEL_TABS;
export const PARCEL_TAB_NAMES = Object.keys(PARCEL_TABS) as ParcelTab[];
