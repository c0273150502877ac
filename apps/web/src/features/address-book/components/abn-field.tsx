import type { AbnCompany, RecipientFormValues } from '@parcelway/domain';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useCompanyByAbn } from '../api/get-company-by-abn';

/**
 * The ABN of an Australian business, with a look-up that fills the company name and whether the register has it
 * registered for GST (getCompanyByAbn).
 */
export function AbnField({
  control,
  required,
  onCompany,
}: {
  control: Control<RecipientFormValues>;
  required: boolean;
  onCompany: (company: AbnCompany) => void;
}) {
  const { t } = useTranslation('addressBook');
  const lookup = useCompanyByAbn();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <FormField control={control} name="abn" label={t('fields.abn')} required={required} hint={t('fields.abnHint')}>
      {(field) => (
        <>
          <div className="address-book-abn">
            <Input
              id={field.id}
              inputMode="numeric"
              value={String(field.value ?? '')}
              onChange={(value) => {
                setAnswer(null);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
            />
            <Button
              size="small"
              loading={lookup.isPending}
              onClick={async () => {
                try {
                  const company = await lookup.mutateAsync(String(field.value ?? ''));
                  onCompany(company);
                  setAnswer({ ok: true, text: t('fields.abnFound', { company: company.company }) });
                } catch (error) {
                  const message =
                    error instanceof ApiError ? (error.errors.abn ?? error.message) : translateMessage('error.network');
                  setAnswer({ ok: false, text: message });
                }
              }}
            >
              {t('fields.abnLookup')}
            </Button>
          </div>
          {answer && (
            <div className={answer.ok ? 'address-book-muted' : 'adm-form-item-feedback-error'} role="status">
              {answer.text}
            </div>
          )}
        </>
      )}
    </FormField>
  );
}
