import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { currentLanguage } from '../lib/i18n';
import { TextField } from './form';

/**
 * The first and last name of a form holding `first_name` and `last_name`, asked in the order the language writes a
 * name: 姓 before 名 in Chinese, the given name first in English.
 */
export function NameFields<Values extends FieldValues>({
  control,
  labels,
}: {
  control: Control<Values>;
  labels: { firstName: string; lastName: string };
}) {
  const firstName = (
    <TextField
      control={control}
      name={'first_name' as FieldPath<Values>}
      label={labels.firstName}
      required
      autoComplete="given-name"
    />
  );
  const lastName = (
    <TextField
      control={control}
      name={'last_name' as FieldPath<Values>}
      label={labels.lastName}
      required
      autoComplete="family-name"
    />
  );
  const familyNameFirst = currentLanguage() !== 'en';
  return (
    <>
      {familyNameFirst ? lastName : firstName}
      {familyNameFirst ? firstName : lastName}
    </>
  );
}
