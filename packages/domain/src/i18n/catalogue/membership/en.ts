/** Paid membership and invite friends. */
export const en = {
  'member.discountTooHigh': 'A plan takes at most 20% off freight and 50% off extra services.',
  'member.planNotFound': 'This membership plan does not exist.',
  'member.purchaseInReview': 'Your last membership purchase is still being reviewed.',
  'member.alreadyRenewed': 'You have already bought your next membership period.',
  'member.alreadyMember': 'You are already a member; you can renew within 7 days of your membership ending.',
  'member.notMember': 'You have no membership to unsubscribe from.',
  'member.methodUnavailable': 'This payment method cannot pay for this plan.',
  'member.period.month': 'Monthly',
  'member.period.year': 'Yearly',
  'member.state.pending_payment': 'Awaiting payment',
  'member.state.in_review': 'In review',
  'member.state.active': 'Active',
  'member.state.review_failed': 'Review failed',
  'member.state.failed': 'Payment failed',
  'member.state.scheduled': 'Starts later',
  'member.state.expired': 'Expired',
  'member.discountLine': 'Member discount',
  'invite.task.signed_up': 'Signed up',
  'invite.task.waiting': 'Waiting for the first shipment of AU$20',
  'invite.task.done': 'Done',
  'invite.task.refused': 'Not eligible (shared address or phone)',
  'invite.selfInvite': 'You cannot use your own invite code.',
  'invite.sameAddress': 'This invite code belongs to an account at the same address, so it cannot be used.',
  'invite.unknownCode': 'This invite code does not exist.',
  'invite.rewardFor': 'Invitation {customer}',
  'ledgerKind.points_invite': 'Invitation reward',
  'ledgerKind.points_invite_reversed': 'Invitation reward taken back (shipment cancelled)',
  'mail.memberActive.subject': 'Your Parcelway membership is active',
  'mail.memberActive.body':
    'Hello {name}, your {plan} membership is active from {start} to {end}. Your discounts apply to shipments you submit from now on.',
  'mail.memberRejected.subject': 'Your Parcelway membership purchase was not accepted',
  'mail.memberRejected.body':
    'Hello {name}, we could not accept your bank transfer for the {plan} membership: {reason}. You can buy it again from the member centre.',
  'mail.memberRenewal.subject': 'Your Parcelway membership ends soon',
  'mail.memberRenewal.body':
    'Hello {name}, your {plan} membership ends on {end}. Renew it in the member centre to keep your discounts and priority handling.',
} as const;

export type Key = keyof typeof en;
