import type { SocialProvider } from '@parcelway/domain';
import { Button, Dialog, Form, List, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import type { UserInfo } from '../../../lib/session';
import { startSocialFlow, useSocialProviders } from '../../../lib/social-sign-in';
import { setPasswordFormSchema, useSetPassword, useUnbindApp } from '../api/social-accounts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The profile's social accounts: bind one through its provider, or unbind it (never the last way to sign in). */
export function SocialAccountsList({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const providers = useSocialProviders();
  const unbind = useUnbindApp();
  const [params, setParams] = useSearchParams();
  const bound = params.get('bound');

  useEffect(() => {
    if (bound !== 'google' && bound !== 'facebook') return;
    Toast.show({ icon: 'success', content: t('socialAccounts.boundNow', { provider: NAMES[bound] }) });
    setParams({}, { replace: true });
  }, [bound, setParams, t]);

  const shown = new Set<SocialProvider>([...(providers.data ?? []), ...user.social_accounts.map((a) => a.provider)]);
  if (shown.size === 0) return null;

  const confirmUnbind = async (provider: SocialProvider) => {
    const yes = await Dialog.confirm({
      content: t('socialAccounts.unbindConfirm', { provider: NAMES[provider] }),
      confirmText: t('socialAccounts.unbind'),
      cancelText: t('socialAccounts.keep'),
    });
    if (!yes) return;
    unbind.mutate(provider, { onSuccess: () => Toast.show({ icon: 'success', content: t('socialAccounts.unbound') }) });
  };

  return (
    <>
      <List mode="card" header={t('socialAccounts.title')}>
        {[...shown].map((provider) => {
          const account = user.social_accounts.find((candidate) => candidate.provider === provider);
          return (
            <List.Item
              key={provider}
              description={account ? t('socialAccounts.bound', { email: account.email }) : t('socialAccounts.notBound')}
              extra={
                account ? (
                  <Button size="small" onClick={() => confirmUnbind(provider)} loading={unbind.isPending}>
                    {t('socialAccounts.unbind')}
                  </Button>
                ) : (
                  <Button size="small" color="primary" onClick={() => void startSocialFlow(provider, 'bind')}>
                    {t('socialAccounts.bind')}
                  </Button>
                )
              }
            >
              {NAMES[provider]}
            </List.Item>
          );
        })}
      </List>
      {user.social_only && <SetPasswordForm />}
    </>
  );
}

function SetPasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const save = useSetPassword();
  const form = useZodForm(setPasswordFormSchema, { password: '', confirm_password: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      Toast.show({ icon: 'success', content: t('socialAccounts.passwordSet') });
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('socialAccounts.setPassword')}>
      <FormLayout footer={<p className="account-hint">{t('socialAccounts.setPasswordHint')}</p>}>
        <Form.Header>{t('socialAccounts.setPassword')}</Form.Header>
        <TextField
          control={form.control}
          name="password"
          type="password"
          label={t('auth:fields.newPassword')}
          required
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirm_password"
          type="password"
          label={t('auth:fields.confirmPassword')}
          required
          autoComplete="new-password"
        />
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" type="submit" loading={save.isPending}>
          {t('socialAccounts.setPassword')}
        </Button>
      </div>
    </form>
  );
}
