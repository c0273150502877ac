import { useState } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { ResetCodeStep } from '../components/reset-code-step';
import { readResetInfo } from '../utils/reset-info';

/** Forgotten password, step 2: the code sent to the address chosen on the first step. */
export default function ForgotCheckPage() {
  const [info] = useState(readResetInfo);
  if (!info) return <Navigate to={PATHS.forgot} replace />;
  return <ResetCodeStep target={info} next={PATHS.forgotNewPassword} />;
}
