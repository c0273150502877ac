import { Button, Toast } from 'antd-mobile';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { resetByEmailFormSchema, useForgetPasswordByEmail } from '../api/forget-password-by-email';
import { resetByPhoneFormSchema, useForgetPasswordByPhone } from '../api/forget-password-by-phone';
import { codeErrorOf } from '../utils/codes';
import { describeTarget, type ResetInfo, writeResetInfo } from '../utils/reset-info';
import { NewPasswordFields } from './new-password-fields';
import type { CodeStepState } from './reset-code-step';

interface ResetPasswordStepProps {
  info: ResetInfo;
  /** The code step, where a wrong or expired code sends the customer back. */
  codePath: string;
  /** After the password is set (every session of the account has ended). */
  onDone: () => void | Promise<void>;
}

/**
 * The new-password step of a password reset. The form holds the whole request (address and code from
 * the earlier steps, hidden), so the domain schema checks it exactly as the server will.
 */
export function ResetPasswordStep(props: ResetPasswordStepProps) {
  const { info } = props;
  return info.channel === 'email' ? <EmailReset {...props} info={info} /> : <PhoneReset {...props} info={info} />;
}

function useBackToCode(info: ResetInfo, codePath: string) {
  const navigate = useNavigate();
  return (message?: string) => {
    writeResetInfo({ ...info, code: undefined });
    const state: CodeStepState = { codeError: message };
    navigate(codePath, { replace: true, state });
  };
}

/** A failure of the reset request: a code problem goes back to the code step, password problems stay here. */
function useResetFailure(info: ResetInfo, codePath: string) {
  const backToCode = useBackToCode(info, codePath);
  return (error: unknown, showOnForm: () => boolean) => {
    const codeError = codeErrorOf(error);
    if (codeError) return backToCode(codeError);
    const passwordProblem = error instanceof ApiError && (error.errors.password || error.errors.confirm_password);
    if (passwordProblem && showOnForm()) return;
    Toast.show({ content: (error as Error).message });
  };
}

/** The hidden fields (address, code) are set by earlier steps: a problem there means going back. */
function onHiddenInvalid(backToCode: () => void) {
  return (errors: FieldErrors) => {
    if (!errors.password && !errors.confirm_password) backToCode();
  };
}

function EmailReset({
  info,
  codePath,
  onDone,
}: ResetPasswordStepProps & { info: Extract<ResetInfo, { channel: 'email' }> }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(resetByEmailFormSchema, {
    email: info.email,
    code: info.code ?? '',
    password: '',
    confirm_password: '',
  });
  const reset = useForgetPasswordByEmail();
  const failed = useResetFailure(info, codePath);
  const backToCode = useBackToCode(info, codePath);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await reset.mutateAsync(values);
        await onDone();
      } catch (error) {
        failed(error, () => showServerErrors(form, error));
      }
    },
    onHiddenInvalid(() => backToCode()),
  );

  return (
    <NewPasswordForm
      submit={submit}
      pending={reset.isPending}
      intro={t('newPassword.intro', { target: describeTarget(info) })}
    >
      <NewPasswordFields control={form.control} reset />
    </NewPasswordForm>
  );
}

function PhoneReset({
  info,
  codePath,
  onDone,
}: ResetPasswordStepProps & { info: Extract<ResetInfo, { channel: 'phone' }> }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(resetByPhoneFormSchema, {
    phone_code: info.phone_code,
    phone: info.phone,
    code: info.code ?? '',
    password: '',
    confirm_password: '',
  });
  const reset = useForgetPasswordByPhone();
  const failed = useResetFailure(info, codePath);
  const backToCode = useBackToCode(info, codePath);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await reset.mutateAsync(values);
        await onDone();
      } catch (error) {
        failed(error, () => showServerErrors(form, error));
      }
    },
    onHiddenInvalid(() => backToCode()),
  );

  return (
    <NewPasswordForm
      submit={submit}
      pending={reset.isPending}
      intro={t('newPassword.intro', { target: describeTarget(info) })}
    >
      <NewPasswordFields control={form.control} reset />
    </NewPasswordForm>
  );
}

interface NewPasswordFormProps {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  intro: string;
  children: ReactNode;
}

function NewPasswordForm({ submit, pending, intro, children }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={submit} noValidate>
      <p className="page-section auth-intro">{intro}</p>
      <FormLayout>{children}</FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={pending}>
          {t('newPassword.submit')}
        </Button>
        <p className="auth-note">{t('newPassword.allDevices')}</p>
      </div>
    </form>
  );
}
