import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { logout } from '../../../lib/session';
import { ResetPasswordStep } from '../components/reset-password-step';
import { readResetInfo } from '../utils/reset-info';

/** Reset password while logged in, step 2: the new password. The server ends every session, so this one logs out. */
export default function ResetNewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [info] = useState(readResetInfo);
  if (!info?.code) return <Navigate to={PATHS.resetCode} replace />;

  return (
    <ResetPasswordStep
      info={info}
      codePath={PATHS.resetCode}
      onDone={async () => {
        await logout().catch(() => {});
        Toast.show({ icon: 'success', content: t('newPassword.done') });
        navigate(PATHS.emailLogin, { replace: true });
      }}
    />
  );
}
