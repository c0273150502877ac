import { Button } from 'antd-mobile';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsUntilResend } from '../utils/codes';

/** Seconds left before another code may be asked for, ticking down once a second. */
export function useResendCountdown(sentAt: number | undefined): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = secondsUntilResend(sentAt);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  });
  return left;
}

interface ResendButtonProps {
  /** When the last code was sent; undefined when none has been sent yet. */
  sentAt: number | undefined;
  loading: boolean;
  onResend: () => void;
}

/** "Send code", then "Resend in 59 s" counting down, then "Resend code". */
export function ResendButton({ sentAt, loading, onResend }: ResendButtonProps) {
  const { t } = useTranslation('auth');
  const left = useResendCountdown(sentAt);
  const label = !sentAt ? t('code.send') : left > 0 ? t('code.resendIn', { seconds: left }) : t('code.resend');
  return (
    <Button block size="large" color="primary" fill="outline" disabled={left > 0} loading={loading} onClick={onResend}>
      {label}
    </Button>
  );
}
