import type { RecipientFormValues } from '@parcelway/domain';
import { Checkbox } from 'antd-mobile';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form';

/**
 * Australia and New Zealand: the customer says the business receiver is registered for GST. With its number, the import
 * is business to business and the GST we collect on low-value goods is not charged (the business accounts for it).
 */
export function GstRegisteredField({ control }: { control: Control<RecipientFormValues> }) {
  const { t } = useTranslation('addressBook');
  return (
    <FormField
      control={control}
      name="gst_registered"
      label={t('fields.gstRegistered')}
      hint={t('fields.gstRegisteredHint')}
    >
      {(field) => (
        <Checkbox id={field.id} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)}>
          {t('fields.gstRegisteredBox')}
        </Checkbox>
      )}
    </FormField>
  );
}
