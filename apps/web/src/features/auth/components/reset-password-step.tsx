import { Button, Toast } from 'antd-mobile';
import type { DefaultValues, FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
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

function EmailReset(props: ResetPasswordStepProps & { info: Extract<ResetInfo, { channel: 'email' }> }) {
  const { info } = props;
  const reset = useForgetPasswordByEmail();
  return (
    <NewPasswordForm
      {...props}
      schema={resetByEmailFormSchema}
      defaults={{ email: info.email, code: info.code ?? '', password: '', confirm_password: '' }}
      reset={reset}
    />
  );
}

function PhoneReset(props: ResetPasswordStepProps & { info: Extract<ResetInfo, { channel: 'phone' }> }) {
  const { info } = props;
  const reset = useForgetPasswordByPhone();
  return (
    <NewPasswordForm
      {...props}
      schema={resetByPhoneFormSchema}
      defaults={{
        phone_code: info.phone_code,
        phone: info.phone,
        code: info.code ?? '',
        password: '',
        confirm_password: '',
      }}
      reset={reset}
    />
  );
}

/** `Output extends Input`: the domain schemas only check and tidy the values, so the form's control fits the fields. */
interface NewPasswordFormProps<Input extends FieldValues, Output extends Input> extends ResetPasswordStepProps {
  /** The whole reset request of this channel, as the server checks it. */
  schema: z.ZodType<Output, Input>;
  defaults: DefaultValues<Input>;
  reset: { mutateAsync: (values: Output) => Promise<unknown>; isPending: boolean };
}

/** The new password and its confirmation; the request also carries the channel's hidden fields. */
function NewPasswordForm<Input extends FieldValues, Output extends Input>({
  info,
  codePath,
  onDone,
  schema,
  defaults,
  reset,
}: NewPasswordFormProps<Input, Output>) {
  const { t } = useTranslation('auth');
  const form = useZodForm(schema, defaults);
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
    <form onSubmit={submit} noValidate>
      <p className="page-section auth-intro">{t('newPassword.intro', { target: describeTarget(info) })}</p>
      <FormLayout>
        <NewPasswordFields control={form.control} reset />
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={reset.isPending}>
          {t('newPassword.submit')}
        </Button>
        <p className="auth-note">{t('newPassword.allDevices')}</p>
      </div>
    </form>
  );
}
