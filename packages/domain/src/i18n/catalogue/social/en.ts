/** Social sign-in, its account binding, and the captcha. */
export const en = {
  'social.notConfigured': 'Signing in with this provider is not available.',
  'social.ticketInvalid': 'This sign-in has expired or was already used. Please start again.',
  'social.error.state':
    'This sign-in link is not valid any more (it was already used or opened in another browser). Please start again.',
  'social.error.expired': 'The sign-in took too long and has expired. Please start again.',
  'social.error.denied': 'The sign-in was cancelled at the provider.',
  'social.error.provider': 'The provider could not confirm who you are. Please try again later.',
  'social.error.boundElsewhere': 'This social account is already bound to another Parcelway account.',
  'social.error.alreadyBound': 'Your account already has an account of this provider bound. Unbind it first.',
  'social.codeNeeded': 'Enter the code we sent to this email address.',
  'social.emailTaken': 'An account with this email already exists. Sign in to it to bind your social account.',
  'social.lastSignIn': 'This is your only way to sign in. Set a password or bind another account before unbinding it.',
  'social.notBound': 'This social account is not bound to your account.',
  'social.passwordAlreadySet': 'Your account already has a password. Change it under Reset password.',
  'social.linkProofWrong': 'The password or code is not correct.',
  'mail.signInCode.subject': 'Your Parcelway sign-in code',
  'mail.signInCode.body':
    'Your Parcelway code to confirm this email for social sign-in is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.',
  'captcha.failed': 'Captcha Verificaiton failed, try again later',
  'captcha.required': 'Please complete the captcha.',
} as const;

export type Key = keyof typeof en;
