import { DotLoading } from 'antd-mobile';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { ResetCodeStep } from '../components/reset-code-step';

/** Reset password while logged in, step 1: a code to the customer's own email. */
export default function ResetCodePage() {
  const user = useUserInfo();
  if (!user.data) {
    return (
      <div className="page-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <ResetCodeStep
      key={user.data.email}
      target={{ channel: 'email', email: user.data.email }}
      next={PATHS.resetNewPassword}
    />
  );
}
