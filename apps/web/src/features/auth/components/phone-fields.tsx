import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '../../../components/form';
import { PhoneCodePicker } from './phone-code-picker';

/** The dialling code and mobile number of a form whose values hold `phone_code` and `phone`. */
export function PhoneFields<Values extends FieldValues>({ control }: { control: Control<Values> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField control={control} name={'phone_code' as FieldPath<Values>} label={t('fields.phoneCode')} required>
        {(field) => (
          <PhoneCodePicker id={field.id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      </FormField>
      <TextField
        control={control}
        name={'phone' as FieldPath<Values>}
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('fields.phonePlaceholder')}
      />
    </>
  );
}
