import { type DeclarationItem, type DeclarationItemInput, declarationItemsSchema } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DeclarationItemsField, EMPTY_ITEM } from '../../../components/declaration-items-field';
import { FormLayout, useZodForm } from '../../../components/form';
import { LoadingBlock } from '../../../components/query-states';
import type { GoodsRoute } from '../../../lib/can-i-ship';
import { translateMessage } from '../../../lib/i18n';
import { useGoBack } from '../../../lib/navigation';
import { useParcelsInfo } from '../api/get-parcels-info';
import { useChosenRecipient } from '../api/get-recipient';
import { StepFrame } from '../components/step-frame';
import type { SubmissionDraft } from '../utils/draft';
import '../waybills.css';

interface DeclarationValues {
  items: DeclarationItemInput[];
}
const declarationFormSchema = z.object({
  items: declarationItemsSchema.min(1, { error: 'waybill.declarationRequired' }),
}) as unknown as z.ZodType<{ items: DeclarationItem[] }, DeclarationValues>;

/** The shipment's declaration (shipmentDeclarationForm): started from the parcels' pre-alerts, changed as needed. */
export default function DeclarationStepPage() {
  return (
    <StepFrame step="declaration">{(draft, update) => <DeclarationStep draft={draft} update={update} />}</StepFrame>
  );
}

function DeclarationStep({
  draft,
  update,
}: {
  draft: SubmissionDraft;
  update: (change: Partial<SubmissionDraft>, done: 'declaration'[]) => void;
}) {
  const info = useParcelsInfo(draft.parcel_ids);
  // The items are checked against the lines to the chosen recipient's country (or one the customer picks).
  const recipient = useChosenRecipient(draft.recipient_id);
  if (info.isPending) return <LoadingBlock lines={5} />;
  const start: DeclarationItemInput[] =
    draft.declaration ??
    info.data?.declaration.map((item) => ({
      ...item,
      product_type: item.product_type as DeclarationItemInput['product_type'],
      attributes: item.attributes as DeclarationItemInput['attributes'],
    })) ??
    [];
  return (
    <DeclarationForm
      items={start.length > 0 ? start : [{ ...EMPTY_ITEM }]}
      currency={info.data?.currency ?? ''}
      route={{ storeId: draft.store_id ?? undefined, countryId: recipient.data?.country_id }}
      onSave={(items) => update({ declaration: items }, ['declaration'])}
    />
  );
}

function DeclarationForm({
  items,
  currency,
  route,
  onSave,
}: {
  items: DeclarationItemInput[];
  currency: string;
  route: GoodsRoute;
  onSave: (items: DeclarationItemInput[]) => void;
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  const form = useZodForm(declarationFormSchema, { items });
  const submit = form.handleSubmit((values) => {
    onSave(values.items);
    goBack();
  });
  const listError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.declaration')}>
      <p className="waybills-muted page-section">{t('declaration.intro')}</p>
      <FormLayout
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('flow.saveStep')}
          </Button>
        }
      >
        <DeclarationItemsField control={form.control} currency={currency} route={route} />
        {listError && (
          <div className="adm-form-item-feedback-error page-section" role="alert">
            {translateMessage(listError)}
          </div>
        )}
      </FormLayout>
    </form>
  );
}
