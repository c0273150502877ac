import { type ReturnRequest, type ReturnRequestInput, returnRequestSchema } from '@parcelway/domain';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ChoiceField,
  FormLayout,
  showServerErrors,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { formatDate, formatMoney } from '../../../lib/format';
import { type ReturnRequestView, type ReturnView, useReturnView } from '../api/get-return-view';
import { useRequestReturn } from '../api/request-return';
import { useIdListParam } from '../utils/query-params';
import '../parcels.css';

interface ReturnValues {
  parcel_ids: number[];
  method: ReturnRequestInput['method'] | undefined;
  address: { name: string; phone: string; address: string; city: string; state: string; postcode: string };
  remark: string;
}

/** The domain's rule; a pickup code needs no address, so the form's (empty) address is dropped for it. */
const returnFormSchema = z.preprocess((values) => {
  const typed = values as ReturnValues;
  return typed.method === 'pickup_code' ? { ...typed, address: undefined } : typed;
}, returnRequestSchema) as unknown as z.ZodType<ReturnRequest, ReturnValues>;

/**
 * Returns (SPEC §2 parcel/return, §9 fees): back to a local address for a fee per parcel, collected with a
 * free pickup code, or forwarded at a price staff quote. The customer's returns are listed below.
 */
export default function ReturnPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const ids = useIdListParam();
  const view = useReturnView(ids);
  const [done, setDone] = useState<ReturnRequestView | null>(null);

  if (view.isPending) return <LoadingBlock lines={6} />;
  if (view.isError) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;

  return (
    <div className="parcels-page">
      {done && <ReturnDone request={done} />}
      {!done && view.data.options && <ReturnForm options={view.data.options} onDone={setDone} />}
      {!done && !view.data.options && ids.length === 0 && (
        <p className="parcels-muted page-section">{t('returns.chooseFromDetail')}</p>
      )}
      <section className="parcels-section" aria-label={t('returns.history')}>
        <h2>{t('returns.history')}</h2>
        {view.data.requests.length === 0 && <EmptyState title={t('returns.none')} />}
        {view.data.requests.map((request) => (
          <div key={request.id} className="parcels-service">
            <div className="parcel-card-title">
              <strong>{request.method_name}</strong>
              <Tag color={request.status === 'completed' ? 'success' : 'warning'}>
                {t(`returns.status.${request.status}`)}
              </Tag>
            </div>
            <div className="parcels-muted">
              {request.parcels.map((parcel) => parcel.tracking_number).join(', ')} ·{' '}
              {request.fee === null ? t('returns.quoted') : formatMoney(request.fee, request.currency)}
              {request.pickup_code && ` · ${t('returns.code', { code: request.pickup_code })}`}
            </div>
          </div>
        ))}
      </section>
    </div>
  );
}

function ReturnDone({ request }: { request: ReturnRequestView }) {
  const { t } = useTranslation('parcels');
  return (
    <section className="parcels-section" aria-label={t('returns.doneTitle')} role="status">
      <h2>{t('returns.doneTitle')}</h2>
      {request.pickup_code && (
        <>
          <p>{t('returns.showCode')}</p>
          <p className="parcels-code">{request.pickup_code}</p>
        </>
      )}
      <p className="parcels-muted">
        {request.fee === null
          ? t('returns.quoted')
          : t('returns.fee', { fee: formatMoney(request.fee, request.currency) })}{' '}
        · {formatDate(request.created_at)}
      </p>
    </section>
  );
}

function ReturnForm({
  options,
  onDone,
}: {
  options: NonNullable<ReturnView['options']>;
  onDone: (request: ReturnRequestView) => void;
}) {
  const { t } = useTranslation(['parcels', 'common']);
  const submitReturn = useRequestReturn();
  const form = useZodForm(returnFormSchema, {
    parcel_ids: options.parcels.map((parcel) => parcel.id),
    method: undefined,
    address: { name: '', phone: '', address: '', city: '', state: '', postcode: '' },
    remark: '',
  });
  const method = form.watch('method');

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await submitReturn.mutateAsync(values));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) showToast(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('returns.title')}>
      <p className="parcels-muted page-section">
        {t('returns.parcels', {
          count: options.parcels.length,
          numbers: options.parcels.map((parcel) => parcel.tracking_number).join(', '),
          warehouse: options.warehouse_name,
        })}
      </p>
      <FormLayout
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitReturn.isPending}>
            {t('returns.submit')}
          </Button>
        }
      >
        <ChoiceField
          control={form.control}
          name="method"
          label={t('returns.method')}
          required
          columns={1}
          options={options.methods.map((option) => ({
            value: option.method,
            label: option.name,
            description:
              option.note ??
              (option.fee !== null && option.fee_per_parcel !== null
                ? t('returns.feeLine', {
                    fee: formatMoney(option.fee, option.currency),
                    each: formatMoney(option.fee_per_parcel, option.currency),
                  })
                : ''),
            disabled: !option.available,
          }))}
        />
        {method && method !== 'pickup_code' && (
          <>
            <TextField
              control={form.control}
              name="address.name"
              label={t('returns.name')}
              required
              autoComplete="name"
            />
            <TextField
              control={form.control}
              name="address.phone"
              label={t('returns.phone')}
              required
              inputMode="tel"
              autoComplete="tel"
            />
            <TextField
              control={form.control}
              name="address.address"
              label={t('returns.address')}
              required
              autoComplete="address-line1"
            />
            <TextField
              control={form.control}
              name="address.city"
              label={t('returns.city')}
              required
              autoComplete="address-level2"
            />
            <TextField
              control={form.control}
              name="address.state"
              label={t('returns.state')}
              autoComplete="address-level1"
            />
            <TextField
              control={form.control}
              name="address.postcode"
              label={t('returns.postcode')}
              required
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </>
        )}
        <TextAreaField control={form.control} name="remark" label={t('returns.remark')} rows={2} maxLength={500} />
      </FormLayout>
    </form>
  );
}
