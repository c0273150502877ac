import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import type { UserInfo } from '../../../lib/session';
import { changeEmailFormSchema, useSendChangeEmailCode, useUpdateEmail } from '../api/update-email';
import { PasswordInput } from './password-input';
import { ResendButton } from './resend-button';

/**
 * A new address for the account, with the current password, or for a social-only account (no password) the code sent
 * to the current address. The new address gets the confirmation; `onSent` is told where it went.
 */
export function ChangeEmailForm({ user, onSent }: { user: UserInfo; onSent: (sentTo: string) => void }) {
  const { t } = useTranslation('auth');
  const update = useUpdateEmail();
  const sendCode = useSendChangeEmailCode();
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);
  const form = useZodForm(changeEmailFormSchema, { email: '', password: '', code: '' });
  const needsPassword = !user.social_only;

  const askForCode = async () => {
    try {
      const sent = await sendCode.mutateAsync();
      setCodeSentAt(Date.now());
      Toast.show({ icon: 'success', content: t('code.sentTo', { target: sent.sent_to }) });
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const proof = needsPassword ? { password: values.password } : { code: values.code };
      const sent = await update.mutateAsync({ email: values.email, ...proof });
      Toast.show({ icon: 'success', content: t('emailConfirm.codeSentTo', { address: sent.sent_to }) });
      onSent(sent.sent_to);
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className="page-section auth-intro">
        {user.email_verified
          ? t('emailConfirm.changeIntroConfirmed', { email: user.email })
          : t('emailConfirm.changeIntro', { email: user.email })}
      </p>
      <FormLayout>
        <TextField
          control={form.control}
          name="email"
          label={t('emailConfirm.newEmail')}
          required
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
        />
        {needsPassword && (
          <FormField control={form.control} name="password" label={t('emailConfirm.currentPassword')} required>
            {(field) => (
              <PasswordInput
                id={field.id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="current-password"
              />
            )}
          </FormField>
        )}
        {!needsPassword && (
          <>
            <p className="auth-intro">{t('emailConfirm.currentCodeIntro', { email: user.email })}</p>
            <TextField
              control={form.control}
              name="code"
              label={t('emailConfirm.currentCode')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <ResendButton sentAt={codeSentAt} loading={sendCode.isPending} onResend={() => void askForCode()} />
          </>
        )}
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={update.isPending}>
          {t('emailConfirm.sendToNew')}
        </Button>
      </div>
    </form>
  );
}
