import { useSearchParams } from 'react-router';
import { EmailLinkConfirmation } from '../components/email-link-confirmation';
import { EmailVerification } from '../components/email-verification';
import { PhoneVerification } from '../components/phone-verification';

/** The parameter of the confirmation mail's link (its signed key) and of the in-app e-mail code screen. */
export const EMAIL_LINK_PARAM = 'confirm';

/**
 * Verification: the e-mail confirmation mail's link (`?confirm=&lang=`, opened on any device, with or without a session),
 * the e-mail code typed in the app (`?for=email`, after sign-up and from the banner), or the SMS code of Bind Mobile.
 */
export default function VerificationPage() {
  const [params] = useSearchParams();
  const linkKey = params.get(EMAIL_LINK_PARAM);
  if (linkKey) return <EmailLinkConfirmation linkKey={linkKey} language={params.get('lang')} />;
  if (params.get('for') === 'email') return <EmailVerification />;
  return <PhoneVerification />;
}
