import AuthSignUpPage from '../../features/auth/pages/sign-up-page';
import { LegalArticleLinks } from '../../features/content';

/** Sign-up (SPEC §2 login/sign): the auth feature's form, with the content feature's terms and privacy policy to read. */
export default function SignUpPage() {
  return <AuthSignUpPage agreementLinks={<LegalArticleLinks />} />;
}
