import type { SocialProvider } from '@parcelway/domain';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startSocialFlow, useSocialProviders } from '../../../lib/social-sign-in';

/** "Continue with Google / Facebook" for each configured provider; nothing when none is. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const providers = useSocialProviders();
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  if (!providers.data?.length) return null;
  const go = async (provider: SocialProvider) => {
    setLeaving(provider);
    try {
      await startSocialFlow(provider);
    } catch (error) {
      setLeaving(null);
      Toast.show({ content: (error as Error).message });
    }
  };
  return (
    <div className="auth-social">
      {providers.data.map((provider) => (
        <Button
          key={provider}
          block
          fill="outline"
          size="large"
          loading={leaving === provider}
          onClick={() => go(provider)}
        >
          {t(`social.continueWith.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
