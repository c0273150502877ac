/**
 * A pre-shipment's life: saved as a draft, booked (a drop-off code issued or a pickup slot held), handed over (received
 * at the agent point or picked up at the customer's door), then in the warehouse, where it becomes parcels.
 */
export const PRE_SHIPMENT_STATUSES = ['draft', 'booked', 'received', 'picked_up', 'in_warehouse'] as const;
export type PreShipmentStatus = (typeof PRE_SHIPMENT_STATUSES)[number];

export const DELIVERY_WAYS = ['drop_off', 'pickup'] as const;
export type DeliveryWay = (typeof DELIVERY_WAYS)[number];

/** The customer may change or delete it until the goods are handed over. */
export function isPreShipmentEditable(status: PreShipmentStatus): boolean {
  return status === 'draft' || status === 'booked';
}

/** Staff moves: which status each starts from, for which delivery way. */
export const PRE_SHIPMENT_MOVES = {
  receive: { from: ['booked'], way: 'drop_off', to: 'received' },
  pick_up: { from: ['booked'], way: 'pickup', to: 'picked_up' },
  into_warehouse: { from: ['received', 'picked_up'], way: null, to: 'in_warehouse' },
} as const satisfies Record<
  string,
  { from: readonly PreShipmentStatus[]; way: DeliveryWay | null; to: PreShipmentStatus }
>;
export type PreShipmentMove = keyof typeof PRE_SHIPMENT_MOVES;

export function canMovePreShipment(move: PreShipmentMove, status: PreShipmentStatus, way: DeliveryWay): boolean {
  const rule = PRE_SHIPMENT_MOVES[move];
  return (rule.from as readonly PreShipmentStatus[]).includes(status) && (rule.way === null || rule.way === way);
}
