import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FileUploader } from './file-uploader';
import { FormField } from './form';

interface TransferProofFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  label: string;
  hint: string;
  /** What to show above the uploader (the account to pay into). */
  above?: ReactNode;
}

/** The one screenshot of a bank transfer staff review, uploaded as a `bank_proof` file into the form's `proof`. */
export function TransferProofField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  label,
  hint,
  above,
}: TransferProofFieldProps<Values, Output>) {
  return (
    <FormField control={control} name={'proof' as FieldPath<Values>} label={label} required hint={hint}>
      {(field) => (
        <>
          {above}
          <FileUploader
            value={String(field.value ?? '')}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            purpose="bank_proof"
            label={label}
            maxCount={1}
          />
        </>
      )}
    </FormField>
  );
}
