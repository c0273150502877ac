import { Button, Checkbox, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { PATHS } from '../../../lib/routes-paths';
import { loginFormSchema, useLogin } from '../api/login';

export default function EmailLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(loginFormSchema, { email: '', password: '', remember: false });
  const login = useLogin();

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && !from.startsWith('/pages/login') ? from : PATHS.home, { replace: true });
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormLayout>
        <TextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
        />
        <TextField
          control={form.control}
          name="password"
          label={t('fields.password')}
          required
          type="password"
          autoComplete="current-password"
        />
        <FormField control={form.control} name="remember" label={t('login.keepMeLoggedIn')}>
          {(field) => (
            <Checkbox id={field.id} checked={Boolean(field.value)} onChange={field.onChange}>
              {t('login.keepMeLoggedInHint')}
            </Checkbox>
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <Link to={PATHS.forgot} className="auth-link">
          {t('login.forgot')}
        </Link>
        <Link to={PATHS.signUp} className="auth-link">
          {t('login.noAccount')}
        </Link>
      </div>
    </form>
  );
}
