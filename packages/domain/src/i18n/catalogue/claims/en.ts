/** Shipment claims: lost, damaged or short shipments, their clock and their decisions. English: it fixes the keys. */
export const en = {
  'shipmentClaim.cancelled': 'This shipment was cancelled, so there is nothing to claim for.',
  'shipmentClaim.notDispatched':
    'This shipment has not left our warehouse yet. If something is wrong with it, please contact customer service.',
  'shipmentClaim.notDelivered': 'Damage and missing items can be reported once the shipment has been delivered.',
  'shipmentClaim.damageWindowClosed':
    'Damage and missing items must be reported within {days} days of delivery; that time ended on {date}.',
  'shipmentClaim.lostButDelivered':
    'This shipment was delivered. If something arrived broken or is missing, choose "Damaged" or "Items missing".',
  'shipmentClaim.atPickupPoint':
    'Your shipment is waiting at the pickup point. If it is not there when you collect it, please contact customer service.',
  'shipmentClaim.lossWindowClosed':
    'A loss must be reported within {days} days of dispatch; that time ended on {date}.',
  'shipmentClaim.notOverdue':
    'Your shipment is still on its way and not overdue yet. If there is no news of it, you can report it lost from {date}.',
  'shipmentClaim.alreadyFiled': 'A claim for this shipment has already been filed. You can follow it on its page.',
  'shipmentClaim.chooseReason': 'Please choose what happened to the shipment.',
  'shipmentClaim.descriptionRequired': 'Please describe what happened.',
  'shipmentClaim.itemsRequired': 'Please choose the items that are damaged or missing.',
  'shipmentClaim.photosRequired': 'Please add at least one photo of the damage or of the parcel as it arrived.',
  'shipmentClaim.itemQuantity': 'Choose at least 1 and at most the quantity declared.',
  'shipmentClaim.unknownItem': 'Please choose items from the shipment’s declaration.',
  'shipmentClaim.photoExpected': 'Photos must be pictures (JPG, PNG, GIF, WebP or HEIC).',
  'shipmentClaim.videoExpected': 'The video must be an MP4, MOV or WebM file.',
  'shipmentClaim.informationRequired': 'Please add a note, a photo or a video.',
  'shipmentClaim.messageRequired': 'Please say what information is missing.',
  'shipmentClaim.reasonRequired': 'Please give the reason.',
  'shipmentClaim.amountInvalid': 'Enter an amount above zero with at most {decimals} decimals.',
  'shipmentClaim.amountOverRule': 'The amount cannot be more than the compensation the rule allows ({maximum}).',
  'shipmentClaim.alreadyDecided': 'This claim has already been decided.',
  'shipmentClaim.noInformationAsked': 'No information was asked for on this claim.',
  'shipmentClaim.waitingForCustomer':
    'This claim is waiting for the customer’s information: it can only be rejected until then.',
  'shipmentClaimReason.lost': 'Lost',
  'shipmentClaimReason.damaged': 'Damaged',
  'shipmentClaimReason.items_missing': 'Items missing',
  'shipmentClaimStatus.under_review': 'Under review',
  'shipmentClaimStatus.needs_information': 'More information needed',
  'shipmentClaimStatus.approved': 'Approved',
  'shipmentClaimStatus.rejected': 'Rejected',
  'upload.videoTooLarge': 'Please select a video not larger than 50M (about a minute at 720p).',
  'upload.photoOrVideo': 'Please select a picture (JPG, PNG, GIF, WebP or HEIC) or a video (MP4, MOV or WebM).',
  'notify.shipment_claim_filed.subject': 'We received your claim for shipment {shipment}',
  'notify.shipment_claim_filed.body':
    'We received your claim ({reason}) for shipment {shipment}. A complete claim is decided within 2 working days: you will hear from us by {due}.',
  'notify.shipment_claim_filed.sms': 'Parcelway: claim for shipment {shipment} received, answer by {due}.',
  'notify.shipment_claim_filed.action': 'See the claim',
  'notify.shipment_claim_information_needed.subject': 'Your claim for shipment {shipment} needs more information',
  'notify.shipment_claim_information_needed.body':
    'To decide your claim for shipment {shipment} we need more information: {message} The 2 working days start again once you add it.',
  'notify.shipment_claim_information_needed.sms':
    'Parcelway: your claim for shipment {shipment} needs more information. Open the claim to add it.',
  'notify.shipment_claim_information_needed.action': 'Add the information',
  'notify.shipment_claim_approved.subject': 'Claim for shipment {shipment} approved: {amount}',
  'notify.shipment_claim_approved.body':
    'Your claim for shipment {shipment} is approved. {amount} was credited to your balance. {reason}',
  'notify.shipment_claim_approved.sms':
    'Parcelway: claim for shipment {shipment} approved, {amount} credited to your balance.',
  'notify.shipment_claim_approved.action': 'See the claim',
  'notify.shipment_claim_rejected.subject': 'Claim for shipment {shipment} not approved',
  'notify.shipment_claim_rejected.body':
    'We could not approve your claim for shipment {shipment}. Reason: {reason} If you have more to show us, please contact customer service.',
  'notify.shipment_claim_rejected.sms': 'Parcelway: claim for shipment {shipment} not approved: {reason}',
  'notify.shipment_claim_rejected.action': 'See the claim',
  'notify.claimReason': 'What happened',
  'notify.claimDue': 'Answer by',
  'notify.claimMissing': 'What we need',
  'notify.compensation': 'Credited to your balance',
  'notifyKind.shipment_claim_filed': 'claim received',
  'notifyKind.shipment_claim_information_needed': 'claim needs information',
  'notifyKind.shipment_claim_approved': 'claim approved',
  'notifyKind.shipment_claim_rejected': 'claim not approved',
  'mail.claimsOverdue.subject': '{count} shipment claims are past their due time',
  'mail.claimsOverdue.body':
    'These complete claims were not decided within 2 working days. Please decide them in the staff console (Shipment claims).',
  'mail.claimsOverdue.line': 'Claim {claim} (shipment {shipment}, warehouse {store}): due {due}',
  'notify.shipment_loss_claim_open.subject': 'You can claim for shipment {shipment}',
  'notify.shipment_loss_claim_open.body':
    'Shipment {shipment} may be lost: {why} You can file a loss claim now from the shipment; a complete claim is decided within 2 working days.',
  'notify.shipment_loss_claim_open.sms': 'Parcelway: shipment {shipment} may be lost. You can file a claim in the app.',
  'notify.shipment_loss_claim_open.action': 'File a claim',
  'notify.lossWhy': 'Why',
  'notify.lossBasis.reported_lost': 'the carrier reported it lost.',
  'notify.lossBasis.silent': 'it has had no tracking update for too long.',
  'notify.lossBasis.late': 'its delivery window has passed.',
  'notifyKind.shipment_loss_claim_open': 'loss claim open',
} as const;

export type Key = keyof typeof en;
