import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** Labels for a reset ("New password") rather than a sign-up ("Password"). */
  reset?: boolean;
}

/** A new password with its rule shown under it, and its confirmation, for forms holding `password` and `confirm_password`. */
export function NewPasswordFields<Values extends FieldValues>({ control, reset }: NewPasswordFieldsProps<Values>) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NewPasswordField
        control={control}
        name={'password' as FieldPath<Values>}
        label={reset ? t('fields.newPassword') : t('fields.password')}
        hint={t('fields.passwordHint')}
      />
      <NewPasswordField
        control={control}
        name={'confirm_password' as FieldPath<Values>}
        label={t('fields.confirmPassword')}
      />
    </>
  );
}

function NewPasswordField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
}) {
  return (
    <FormField control={control} name={name} label={label} hint={hint} hintGivesWayToError required>
      {(field) => (
        <PasswordInput
          id={field.id}
          autoComplete="new-password"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
