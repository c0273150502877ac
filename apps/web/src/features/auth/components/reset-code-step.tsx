import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSendForgetPasswordEmail } from '../api/send-forget-password-email';
import { useSendForgetPasswordPhone } from '../api/send-forget-password-phone';
import { sentAtFromCooldown } from '../utils/codes';
import {
  describeTarget,
  type ResetInfo,
  type ResetTarget,
  readResetInfo,
  sameTarget,
  writeResetInfo,
} from '../utils/reset-info';
import { CodeForm } from './code-form';

interface ResetCodeStepProps {
  /** Where the code goes; a code already sent there (in reset info) is kept. */
  target: ResetTarget;
  /** The new-password step. */
  next: string;
}

/** Navigation state of the code step when the new-password step sends the customer back. */
export interface CodeStepState {
  codeError?: string;
}

/**
 * The code step of a password reset: where the code went, the code, a resend countdown. The code is
 * checked by the server with the new password, so here it is only kept in reset info for the next step.
 */
export function ResetCodeStep({ target, next }: ResetCodeStepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const codeError = (location.state as CodeStepState | null)?.codeError;
  const [info, setInfo] = useState<ResetInfo>(() => {
    const stored = readResetInfo();
    return stored && sameTarget(stored, target) ? stored : { ...target };
  });
  const sendEmail = useSendForgetPasswordEmail();
  const sendPhone = useSendForgetPasswordPhone();

  const save = (changed: ResetInfo) => {
    writeResetInfo(changed);
    setInfo(changed);
  };

  const resend = async () => {
    try {
      const answer =
        info.channel === 'email'
          ? await sendEmail.mutateAsync({ email: info.email })
          : await sendPhone.mutateAsync({ phone_code: info.phone_code, phone: info.phone });
      save({ ...info, sent_to: answer.sent_to, sent_at: Date.now(), code: undefined });
    } catch (error) {
      const sentAt = sentAtFromCooldown(error);
      if (sentAt) save({ ...info, sent_at: sentAt });
      throw error;
    }
  };

  const where = describeTarget(info);
  return (
    <CodeForm
      intro={info.sent_at ? t('code.sentTo', { target: where }) : t('code.willSend', { target: where })}
      sentAt={info.sent_at}
      onResend={resend}
      resending={sendEmail.isPending || sendPhone.isPending}
      submitLabel={t('common:next')}
      submitting={false}
      initialCode={codeError ? '' : info.code}
      initialError={codeError}
      onSubmit={async (code) => {
        save({ ...info, code });
        navigate(next);
      }}
    />
  );
}
