import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import type { UserInfo } from '../../../lib/session';
import { changeEmailFormSchema, useUpdateEmail } from '../api/update-email';
import { PasswordInput } from './password-input';

/**
 * A new address for the account, with the current password (a social-only account has none to give). The new address
 * gets the confirmation; `onSent` is told where it went.
 */
export function ChangeEmailForm({ user, onSent }: { user: UserInfo; onSent: (sentTo: string) => void }) {
  const { t } = useTranslation('auth');
  const update = useUpdateEmail();
  const form = useZodForm(changeEmailFormSchema, { email: '', password: '' });
  const needsPassword = !user.social_only;

  const submit = form.handleSubmit(async (values) => {
    try {
      const sent = await update.mutateAsync(needsPassword ? values : { email: values.email });
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
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={update.isPending}>
          {t('emailConfirm.sendToNew')}
        </Button>
      </div>
    </form>
  );
}
