import { Button, Input, Toast } from 'antd-mobile';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { codeFormSchema } from '../api/update-phone';
import { ResendButton } from './resend-button';

interface CodeFormProps {
  /** Where the code went, said above the field. */
  intro: ReactNode;
  sentAt: number | undefined;
  /** Sends a new code; a failure is thrown and shown as a toast. */
  onResend: () => Promise<void>;
  resending: boolean;
  submitLabel: string;
  /** Uses the code; a failure is thrown and shown beside the field (errors.code) or as a toast. */
  onSubmit: (code: string) => Promise<void>;
  submitting: boolean;
  initialCode?: string;
  /** A message about the code from a later step (e.g. "The verification code has expired"). */
  initialError?: string;
}

/** A 6-digit code field with a 60-second resend countdown: password reset and mobile verification. */
export function CodeForm({
  intro,
  sentAt,
  onResend,
  resending,
  submitLabel,
  onSubmit,
  submitting,
  initialCode,
  initialError,
}: CodeFormProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(codeFormSchema, { code: initialCode ?? '' });

  useEffect(() => {
    if (initialError) form.setError('code', { type: 'server', message: initialError });
  }, [initialError, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.code);
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  const resend = async () => {
    try {
      await onResend();
      form.clearErrors('code');
      Toast.show({ icon: 'success', content: t('code.sent') });
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="page-section auth-intro">{intro}</p>
      <FormLayout>
        <FormField control={form.control} name="code" label={t('fields.code')} required>
          {(field) => (
            <Input
              id={field.id}
              className="auth-code-input"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              maxLength={6}
              value={String(field.value ?? '')}
              onChange={(value) => field.onChange(value.replace(/\D/g, '').slice(0, 6))}
              onBlur={field.onBlur}
              placeholder={t('fields.codePlaceholder')}
            />
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <ResendButton sentAt={sentAt} loading={resending} onResend={() => void resend()} />
      </div>
    </form>
  );
}
