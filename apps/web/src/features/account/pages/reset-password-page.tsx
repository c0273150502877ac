import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { PATHS } from '../../../lib/routes-paths';
import { changePasswordFormSchema, useChangePassword } from '../api/change-password';

/** Change Password: the current password and a new one. Other devices are logged out; this one stays in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useZodForm(changePasswordFormSchema, { old_password: '', password: '', confirm_password: '' });
  const change = useChangePassword();

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      Toast.show({ icon: 'success', content: t('resetPassword.changed') });
      navigate(PATHS.information, { replace: true });
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  const password = (name: 'old_password' | 'password' | 'confirm_password', label: string, autoComplete: string) => (
    <TextField control={form.control} name={name} label={label} required type="password" autoComplete={autoComplete} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormLayout footer={<p className="account-hint">{t('resetPassword.rule')}</p>}>
        {password('old_password', t('resetPassword.oldPassword'), 'current-password')}
        {password('password', t('resetPassword.newPassword'), 'new-password')}
        {password('confirm_password', t('resetPassword.confirmPassword'), 'new-password')}
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={change.isPending}>
          {t('resetPassword.submit')}
        </Button>
        <p className="account-hint">{t('resetPassword.otherDevices')}</p>
        <Link to={PATHS.resetCode} className="account-text-link">
          {t('resetPassword.forgot')}
        </Link>
      </div>
    </form>
  );
}
