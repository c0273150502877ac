/** Weight evidence and weight disputes: the customer's checks, the staff's decisions, their notices. */
export const en = {
  'weightDispute.cancelled': 'This shipment is cancelled: there is no weight to dispute.',
  'weightDispute.transferUnderReview':
    'Your bank transfer for this shipment is being reviewed. You can dispute the weight once it is confirmed.',
  'weightDispute.alreadyDispatched':
    'This shipment has left our warehouse, so its box cannot be weighed again. Please contact customer service.',
  'weightDispute.notWeighedYet': 'This has not been weighed yet, so there is no weight to dispute.',
  'weightDispute.parcelInShipment':
    'This parcel is in shipment {shipment}. Its box is weighed again when it is packed: dispute that weight on the shipment.',
  'weightDispute.parcelLeft': 'This parcel has left our warehouse: its weight can no longer be disputed.',
  'weightDispute.windowClosed': 'A weight can be disputed within 7 days; the time for this one ended on {date}.',
  'weightDispute.alreadyOpen': 'A dispute of this weight is already open. We will tell you when our staff decide.',
  'weightDispute.alreadyDecided': 'This dispute has already been decided.',
  'weightDispute.withdrawn': 'This dispute was closed because its shipment was cancelled.',
  'weightDispute.reweighRaisesPrice':
    'These figures would raise the price, and a dispute never charges more: confirm the recorded figures instead.',
  'weightDispute.oneTarget': 'Choose the shipment or the parcel whose weight you dispute.',
  'weightDispute.paymentHeld':
    'Payment for shipment {shipment} is on hold while we check the weight you disputed. Our staff decide by {due}.',
  'weightDispute.dispatchHeld': 'The customer disputes this shipment’s weight: decide the dispute before it leaves.',
  'weightDispute.shipmentRef': 'shipment {shipment}',
  'weightDispute.parcelRef': 'parcel {tracking}',
  'weightDisputeStatus.open': 'Being checked',
  'weightDisputeStatus.reweighed': 'Weighed again',
  'weightDisputeStatus.confirmed': 'Figures confirmed',
  'weightDisputeStatus.withdrawn': 'Closed',
  'waybillEvent.weight_disputed': 'Weight disputed by you: our staff decide by {due}',
  'waybillEvent.weight_reweighed': 'Weighed again after your dispute: {weight} kg, total {total}',
  'waybillEvent.weight_refunded': '{refund} refunded to your balance after the reweigh',
  'waybillEvent.weight_confirmed': 'Recorded weight confirmed after your dispute: {reason}',
  'parcelEvent.weight_disputed': 'Weight disputed by you',
  'parcelEvent.weight_reweighed': 'Weighed again after your dispute',
  'parcelEvent.weight_confirmed': 'Recorded weight confirmed after your dispute',
  'notify.weight_dispute_filed.subject': 'We are checking the weight of {reference}',
  'notify.weight_dispute_filed.body':
    'We received your dispute of the weight of {reference}. Our staff will weigh it again or explain the figures by {due}. A shipment awaiting payment is not charged until then.',
  'notify.weight_dispute_filed.sms': 'Parcelway: we are checking the weight of {reference}; decision by {due}.',
  'notify.weight_dispute_filed.action': 'See your dispute',
  'notify.weight_dispute_reweighed.subject': 'We weighed {reference} again: {weight}',
  'notify.weight_dispute_reweighed.body':
    'After your dispute our staff weighed {reference} again: {weight}, {size}. {outcome}',
  'notify.weight_dispute_reweighed.sms': 'Parcelway: {reference} weighed again, {weight}. {outcome}',
  'notify.weight_dispute_reweighed.action': 'See the new figures and photos',
  'notify.weight_dispute_reweighed.newTotal': 'The shipment now costs {total}.',
  'notify.weight_dispute_reweighed.sameTotal': 'Its price stays {total}.',
  'notify.weight_dispute_reweighed.refunded': 'The shipment now costs {total}, and {refund} went back to your balance.',
  'notify.weight_dispute_reweighed.parcel':
    'The parcel’s record is corrected; a shipment of it is priced on these figures.',
  'notify.weight_dispute_confirmed.subject': 'The recorded weight of {reference} stands',
  'notify.weight_dispute_confirmed.body':
    'Our staff checked your dispute of the weight of {reference} and kept the recorded figures: {reason}',
  'notify.weight_dispute_confirmed.sms': 'Parcelway: the recorded weight of {reference} stands: {reason}',
  'notify.weight_dispute_confirmed.action': 'See the figures and photos',
  'notify.decideBy': 'Decision by',
  'notify.newTotal': 'Total',
  'notifyKind.weight_dispute_filed': 'weight disputes received',
  'notifyKind.weight_dispute_reweighed': 'weight disputes: weighed again',
  'notifyKind.weight_dispute_confirmed': 'weight disputes: figures confirmed',
} as const;

export type Key = keyof typeof en;
