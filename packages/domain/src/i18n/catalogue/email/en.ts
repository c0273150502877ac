/** Confirming the account's e-mail address, and changing it. */
export const en = {
  'email.nothingToConfirm': 'Your e-mail address is already confirmed.',
  'email.sameAddress': 'This is already the address of your account.',
  'email.linkInvalid': 'This confirmation link is not valid. Please open the app and ask for a new code.',
  'email.linkExpired':
    'This confirmation link has expired or a newer one was sent. Please use the newest mail, or ask for a new code in the app.',
  'email.addressChanged':
    'This link was for an address that is no longer waiting to be confirmed. Please use the newest mail.',
  'mail.verifyEmail.subject': 'Confirm your e-mail address for Parcelway',
  'mail.verifyEmail.body':
    'Hello {name}, please confirm that {email} is your e-mail address: open the button below on this device, or type the code {code} in the Parcelway app. Both work for 24 hours. Until you confirm, we send nothing else to this address.',
  'mail.verifyEmail.ignore':
    'If you did not sign up for Parcelway or change your address, ignore this mail: no further mail will come to you unless this address is confirmed.',
  'mail.verifyEmail.action': 'Confirm my e-mail address',
  'mail.emailChanged.subject': 'Your Parcelway e-mail address was changed',
  'mail.emailChanged.body':
    'Hello {name}, your Parcelway account now uses the e-mail address {email}, and mail about your parcels and payments goes there. If you did not make this change, reset your password and contact us at once.',
  'mail.changeEmailCode.subject': 'Your Parcelway code to change your e-mail address',
  'mail.changeEmailCode.body':
    'Hello {name}, someone signed in to your Parcelway account asked to change its e-mail address. Type the code {code} in the app to do it; it works for 10 minutes. If this was not you, ignore this mail: the address stays as it is.',
  'email.currentCodeNeeded': 'Enter the code we sent to your current e-mail address.',
} as const;

export type Key = keyof typeof en;
