import { type WeightDisputeInput, weightDisputeInputSchema } from '@parcelway/domain';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FileUploader, splitLinks } from '../../../components/file-uploader';
import {
  ChoiceField,
  FormField,
  FormLayout,
  showServerErrors,
  TextAreaField,
  useZodForm,
} from '../../../components/form';
import { EmptyState } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { useGoBack } from '../../../lib/navigation';
import { useFileDispute } from '../api/file-dispute';

type Values = z.input<typeof weightDisputeInputSchema>;
type Figure = 'weight' | 'length' | 'width' | 'height';

/** The shipment (waybill/weightDispute?id=) or the parcel (parcel/weightDispute?id=) this screen disputes. */
function useTarget(): Pick<WeightDisputeInput, 'shipmentId' | 'parcelId'> | null {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = Number(params.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return pathname.toLowerCase().includes('/waybill/') ? { shipmentId: id } : { parcelId: id };
}

/**
 * Dispute the weight or size of a packed shipment or of a parcel on the shelf: what the customer measured, in their
 * words, with a photo of their own scale or tape if they have one. The same schema as the server checks the form.
 */
export default function DisputePage() {
  const { t } = useTranslation('weights');
  const target = useTarget();
  if (!target) return <EmptyState title={t('form.missing')} />;
  return <DisputeForm target={target} />;
}

function DisputeForm({ target }: { target: Pick<WeightDisputeInput, 'shipmentId' | 'parcelId'> }) {
  const { t } = useTranslation('weights');
  const goBack = useGoBack();
  const file = useFileDispute();
  const form = useZodForm(weightDisputeInputSchema, { ...target, subject: 'weight', description: '' } as Values);
  const subject = form.watch('subject');

  const submit = form.handleSubmit(async (values) => {
    try {
      await file.mutateAsync(values);
      showToast(t('form.sent'));
      goBack();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) showToast(error.message);
    }
  });

  const figure = (name: Figure, label: string) => (
    <FormField key={name} control={form.control} name={name} label={label} required>
      {(field) => (
        <Input
          id={field.id}
          inputMode="decimal"
          value={String(field.value ?? '')}
          // An empty box is no figure (not zero): the schema then says it is required.
          onChange={(value) => field.onChange(value.trim() === '' ? undefined : value)}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('dispute.action')}>
      <p className="page-section">{t('form.intro')}</p>
      <FormLayout
        footer={
          <Button block type="submit" color="primary" size="large" loading={file.isPending}>
            {t('form.submit')}
          </Button>
        }
      >
        <ChoiceField
          control={form.control}
          name="subject"
          label={t('form.subject')}
          required
          columns={2}
          options={[
            { label: t('form.subjectWeight'), value: 'weight' },
            { label: t('form.subjectSize'), value: 'size' },
          ]}
        />
        {subject === 'weight'
          ? figure('weight', t('form.weight'))
          : [figure('length', t('form.length')), figure('width', t('form.width')), figure('height', t('form.height'))]}
        <TextAreaField
          control={form.control}
          name="description"
          label={t('form.description')}
          rows={3}
          maxLength={500}
        />
        <FormField control={form.control} name="photo" label={t('form.photo')}>
          {(field) => (
            <FileUploader
              purpose="weight_dispute"
              label={t('form.photo')}
              maxCount={1}
              imagesOnly
              value={String(field.value ?? '')}
              onChange={(value) => field.onChange(splitLinks(value)[0])}
            />
          )}
        </FormField>
      </FormLayout>
    </form>
  );
}
