import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { ResetPasswordStep } from '../components/reset-password-step';
import { clearResetInfo, readResetInfo } from '../utils/reset-info';

/** Forgotten password, step 3: the new password; then the customer logs in with it. */
export default function ForgotNewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [info] = useState(readResetInfo);
  if (!info) return <Navigate to={PATHS.forgot} replace />;
  if (!info.code) return <Navigate to={PATHS.forgotCheck} replace />;

  return (
    <ResetPasswordStep
      info={info}
      codePath={PATHS.forgotCheck}
      onDone={() => {
        clearResetInfo();
        Toast.show({ icon: 'success', content: t('newPassword.done') });
        navigate(PATHS.emailLogin, { replace: true });
      }}
    />
  );
}
