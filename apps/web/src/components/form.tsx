import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, type InputProps, Selector, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { translateMessage } from '../lib/i18n';

/**
 * The one form pattern: react-hook-form state validated by the same zod schema the server uses
 * (packages/domain), laid out with antd-mobile's Form. Schema messages are message keys, shown translated.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
}

/**
 * antd-mobile's Form laid out as a card, without its own <form> element: the page's <form> (which
 * react-hook-form submits) must be the only one, or a phone keyboard's Go key submits nothing.
 * `component={false}` is rc-field-form's, missing from antd-mobile's types.
 */
const WITHOUT_FORM_ELEMENT = { component: false } as Record<never, never>;

export function FormLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Form layout="vertical" mode="card" footer={footer} {...WITHOUT_FORM_ELEMENT}>
      {children}
    </Form>
  );
}

/**
 * `Output` is what the schema makes of the values (numbers from typed text, defaults filled); fields only
 * read and write `Values`, so any output goes.
 */
interface FieldProps<Values extends FieldValues, Output extends FieldValues = Values> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: ReactNode;
  required?: boolean;
  /** A short rule or tip shown under the field, above its error. */
  hint?: ReactNode;
  /**
   * Keep the error hidden until the field was left or the form sent. A row just added to a field array is checked
   * at once by react-hook-form; showing those errors, then dropping each as its field is filled, moves the fields
   * below while the customer taps them.
   */
  errorAfterTouch?: boolean;
  /** The field's error restates its hint (a rule): while the error shows, the hint gives way, so it is said once. */
  hintGivesWayToError?: boolean;
  children: (field: {
    value: unknown;
    onChange: (value: unknown) => void;
    onBlur: () => void;
    id: string;
  }) => ReactNode;
}

/** A labelled field whose error is shown beneath it, in the user's language. */
export function FormField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  label,
  required,
  hint,
  errorAfterTouch,
  hintGivesWayToError,
  children,
}: FieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const shown = !errorAfterTouch || fieldState.isTouched || formState.isSubmitted;
        // Form.Item's `help` hides its text behind a "?" popover, so the error is written out under the field.
        const error = shown && fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined;
        const hintShown = error && hintGivesWayToError ? undefined : hint;
        return (
          <Form.Item
            label={<label htmlFor={`field-${name}`}>{label}</label>}
            required={required}
            description={
              hintShown || error ? (
                <>
                  {hintShown && <div className="form-field-hint">{hintShown}</div>}
                  {error && (
                    <div className="adm-form-item-feedback-error" role="alert">
                      {error}
                    </div>
                  )}
                </>
              ) : undefined
            }
            className={error ? 'form-field-error' : undefined}
          >
            {children({ value: field.value, onChange: field.onChange, onBlur: field.onBlur, id: `field-${name}` })}
          </Form.Item>
        );
      }}
    />
  );
}

type TextFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = Omit<
  FieldProps<Values, Output>,
  'children'
> &
  Pick<InputProps, 'type' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'placeholder'>;

/** A labelled one-line text input (name, email, phone, password without Show/Hide): FormField with an Input. */
export function TextField<Values extends FieldValues, Output extends FieldValues = Values>({
  type,
  autoComplete,
  autoCapitalize,
  inputMode,
  placeholder,
  ...fieldProps
}: TextFieldProps<Values, Output>) {
  return (
    <FormField {...fieldProps}>
      {(field) => (
        <Input
          id={field.id}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize={autoCapitalize}
          inputMode={inputMode}
          placeholder={placeholder}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}

type TextAreaFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = Omit<
  FieldProps<Values, Output>,
  'children'
> & { rows: number; maxLength: number };

/** A labelled text of several lines (a remark): FormField with a TextArea. */
export function TextAreaField<Values extends FieldValues, Output extends FieldValues = Values>({
  rows,
  maxLength,
  ...fieldProps
}: TextAreaFieldProps<Values, Output>) {
  return (
    <FormField {...fieldProps}>
      {(field) => (
        <TextArea
          id={field.id}
          rows={rows}
          maxLength={maxLength}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}

type ChoiceFieldProps<
  Values extends FieldValues,
  Value extends string | number,
  Output extends FieldValues = Values,
> = Omit<FieldProps<Values, Output>, 'children' | 'label'> & {
  /** Also the choices' accessible name. */
  label: string;
  options: { label: ReactNode; description?: ReactNode; value: Value; disabled?: boolean }[];
  columns?: number;
  className?: string;
  /** Shown before the choices, such as the loading or failed state of the list they come from. */
  above?: ReactNode;
  /** Tapping the chosen option again clears the field to null (an optional choice); otherwise it stays chosen. */
  clearable?: boolean;
  /** Runs after a choice is made and stored, for its side effects on other fields. */
  onChosen?: (value: Value) => void;
};

/** A labelled single choice among a few options shown as tappable chips: FormField with a Selector. */
export function ChoiceField<
  Values extends FieldValues,
  Value extends string | number,
  Output extends FieldValues = Values,
>({ options, columns, className, above, clearable, onChosen, ...fieldProps }: ChoiceFieldProps<Values, Value, Output>) {
  return (
    <FormField {...fieldProps}>
      {(field) => (
        <>
          {above}
          <Selector<Value>
            className={className}
            aria-label={fieldProps.label}
            columns={columns}
            options={options}
            value={typeof field.value === 'number' || typeof field.value === 'string' ? [field.value as Value] : []}
            onChange={(values) => {
              const chosen = values[0];
              if (chosen === undefined) {
                if (clearable) field.onChange(null);
                return;
              }
              field.onChange(chosen);
              field.onBlur();
              onChosen?.(chosen);
            }}
          />
        </>
      )}
    </FormField>
  );
}

/**
 * Puts the server's field messages (already in the user's language) beside their fields; true when there
 * were any. `rename` maps a server field to the form's name for it, where the two differ.
 */
export function showServerErrors<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  error: unknown,
  rename: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.errors);
  for (const [field, message] of entries)
    form.setError((rename[field] ?? field) as Path<Values>, { type: 'server', message });
  return entries.length > 0;
}

/**
 * Brings the first field with an error into view after a failed submit: on a long form the submit
 * button is far below the fields (FormField does not hand react-hook-form a ref to focus).
 */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    document.querySelector('.form-field-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
