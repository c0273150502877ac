import { type DeclarationItem, type DeclarationItemInput, saveDeclarationInputSchema } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DeclarationItemsField, EMPTY_ITEM } from '../../../components/declaration-items-field';
import { FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { PATHS } from '../../../lib/routes-paths';
import { useParcelDetail } from '../api/get-parcel-detail';
import { useSaveDeclaration } from '../api/save-declaration';
import type { ParcelDetail } from '../api/types';
import { useIdParam } from '../utils/query-params';
import '../parcels.css';

interface DeclarationValues {
  items: DeclarationItemInput[];
}
const declarationFormSchema = saveDeclarationInputSchema.pick({ items: true }) as unknown as z.ZodType<
  { items: DeclarationItem[] },
  DeclarationValues
>;

/** Declaration of one parcel (SPEC §2 parcel/declare): what is inside, item by item, until it ships. */
export default function DeclarePage() {
  const { t } = useTranslation(['parcels', 'common']);
  const id = useIdParam();
  const detail = useParcelDetail(id);

  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (detail.isPending) return <LoadingBlock lines={6} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  // Keyed by the parcel: another ?id= on the same screen starts a new form with that parcel's items.
  return <DeclarationForm key={detail.data.id} parcel={detail.data} />;
}

function DeclarationForm({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation(['parcels', 'common']);
  const navigate = useNavigate();
  const save = useSaveDeclaration(parcel.id);
  const items: DeclarationItemInput[] = parcel.declaration?.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    total_amount: item.total_amount,
    product_type: item.product_type as DeclarationItemInput['product_type'],
    attributes: item.attributes as DeclarationItemInput['attributes'],
  })) ?? [{ ...EMPTY_ITEM }];
  const form = useZodForm(declarationFormSchema, { items });
  const currency = parcel.declaration?.currency ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values.items);
      showToast(t('common:saved'));
      navigate(`${PATHS.parcelDetail}?id=${parcel.id}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) showToast(error.message);
    }
  });

  const rootError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;
  return (
    <div className="parcels-page">
      <p className="parcels-muted page-section">
        {t('declaration.intro', { tracking: parcel.tracking_number })}
        {parcel.declaration && parcel.declaration.shared_with.length > 0 && ` ${t('declaration.splitsShared')}`}
      </p>
      <form onSubmit={submit} noValidate aria-label={t('declaration.title')}>
        <FormLayout
          footer={
            <Button block type="submit" color="primary" size="large" loading={save.isPending}>
              {t('common:save')}
            </Button>
          }
        >
          <DeclarationItemsField
            control={form.control}
            currency={currency || parcel.warehouse_name}
            route={{ storeId: parcel.store_id }}
          />
          {rootError && (
            <div className="adm-form-item-feedback-error page-section" role="alert">
              {t('declaration.atLeastOne')}
            </div>
          )}
        </FormLayout>
      </form>
    </div>
  );
}
