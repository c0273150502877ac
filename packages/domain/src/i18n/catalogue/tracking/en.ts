/** Tracking: the journey's milestones, our own events' sentences, share links and carrier notifications. */
export const en = {
  'trackingStatus.pending': 'Submitted',
  'trackingStatus.packing': 'Being packed',
  'trackingStatus.pay_now': 'Packed, awaiting payment',
  'trackingStatus.bank_pending': 'Bank transfer under review',
  'trackingStatus.paid': 'Paid, waiting to ship',
  'trackingStatus.info_received': 'Carrier has the shipment details',
  'trackingStatus.in_transit': 'In transit',
  'trackingStatus.customs_held': 'Held by customs',
  'trackingStatus.sorting': 'Arrived at the destination warehouse',
  'trackingStatus.out_for_delivery': 'Out for delivery',
  'trackingStatus.failed_attempt': 'Delivery attempt failed',
  'trackingStatus.collecting': 'Ready for pickup',
  'trackingStatus.delivered': 'Delivered',
  'trackingStatus.exception': 'Delivery problem',
  'trackingStatus.lost': 'Reported lost by the carrier',
  'trackingStatus.returned': 'Returned to sender',
  'trackingStatus.cancelled': 'Cancelled',
  'trackingEvent.handedToCarrier': 'Handed to the carrier, tracking number {tracking}',
  'tracking.shareNotFound': 'This tracking link does not exist or was switched off by the person who shared it.',
  'tracking.webhookRejected': 'The notification could not be verified.',
  'tracking.unknownTrackingNumber': 'No shipment is followed under this tracking number.',
  'tracking.notOnTheWay': 'Tracking entries can be added once the shipment is paid, and not after it was cancelled.',
  'tracking.cardTitle': 'Shipment {shipment}',
  'tracking.cardExpected': 'Expected {from} – {to}',
} as const;

export type Key = keyof typeof en;
