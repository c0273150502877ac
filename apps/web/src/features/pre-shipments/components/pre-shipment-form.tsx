import { type PreShipmentDetail, type PreShipmentInputValues, preShipmentInputSchema } from '@parcelway/domain';
import { Button, Space, Steps } from 'antd-mobile';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLayout, scrollToFirstError, showServerErrors, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { offerDuplicateHolder } from '../../../lib/duplicate-offer';
import { showToast } from '../../../lib/feedback';
import { PATHS } from '../../../lib/routes-paths';
import { useSavePreShipment } from '../api/save-pre-shipment';
import { BookStep } from './book-step';
import { DeliveryStep } from './delivery-step';
import { STEP_FIELDS, stepOfField } from './form-types';
import { GoodsStep } from './goods-step';

/**
 * The pre-shipment form in three steps with a progress bar: the goods, the receiver and delivery way, then the costs
 * and booking. Each step checks its own fields with the server's schema before the next; the server's answers are
 * shown beside their fields, on their step. A tracking number the customer already has on its way (SPEC §8) offers
 * to view the parcel or the pre-shipment that holds it.
 */
export function PreShipmentFormSteps({
  defaults,
  currency,
  onSaved,
  onOpenPreShipment,
}: {
  defaults: PreShipmentInputValues;
  currency: string;
  onSaved: (saved: PreShipmentDetail) => void;
  onOpenPreShipment: (id: number) => void;
}) {
  const { t } = useTranslation('preShipments');
  const navigate = useNavigate();
  const form = useZodForm(preShipmentInputSchema, defaults);
  const save = useSavePreShipment();
  const [step, setStep] = useState(0);
  const storeId = Number(form.watch('store_id'));
  const way = form.watch('delivery_way');

  const next = async () => {
    const fields = (STEP_FIELDS[step] ?? []) as FieldPath<PreShipmentInputValues>[];
    if (await form.trigger(fields)) setStep(step + 1);
    else scrollToFirstError();
  };

  const submit = (book: boolean) =>
    form.handleSubmit(
      async (values) => {
        try {
          onSaved(await save.mutateAsync({ ...values, submit: book }));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const fields = Object.keys(error.errors);
          const shown = showServerErrors(form, error);
          if (shown) {
            setStep(Math.min(...fields.map(stepOfField)));
            scrollToFirstError();
          }
          if (error.status === 409)
            await offerDuplicateHolder(
              error,
              (holder) => ({
                view: t(holder.kind === 'parcel' ? 'form.viewParcel' : 'form.viewPreShipment'),
                cancel: t('common:cancel'),
              }),
              (holder) => {
                if (holder.kind === 'parcel') navigate(`${PATHS.parcelDetail}?id=${holder.id}`);
                else onOpenPreShipment(holder.id);
              },
            );
          else if (!shown) showToast(error.message);
        }
      },
      (errors) => {
        setStep(Math.min(...Object.keys(errors).map(stepOfField)));
        scrollToFirstError();
      },
    )();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(true);
      }}
    >
      <Steps current={step} aria-label={t('form.progress', { step: step + 1, total: 3 })}>
        <Steps.Step title={t('steps.goods')} />
        <Steps.Step title={t('steps.delivery')} />
        <Steps.Step title={t('steps.book')} />
      </Steps>
      <p className="pre-shipment-progress">{t('form.stepsLeft', { count: 2 - step })}</p>
      <FormLayout
        footer={
          <Space direction="vertical" block>
            {step < 2 ? (
              // Keyed apart: the tap on Next must not land on the Book button that replaces it.
              <Button key="next" block color="primary" onClick={() => void next()}>
                {t('form.next')}
              </Button>
            ) : (
              <Button key="book" block color="primary" type="submit" loading={save.isPending}>
                {t('form.book')}
              </Button>
            )}
            {step > 0 && (
              <Button block onClick={() => setStep(step - 1)}>
                {t('form.back')}
              </Button>
            )}
            <Button block fill="none" onClick={() => void submit(false)} loading={save.isPending}>
              {t('form.saveDraft')}
            </Button>
          </Space>
        }
      >
        {step === 0 && <GoodsStep form={form} currency={currency} storeId={storeId} />}
        {step === 1 && <DeliveryStep form={form} storeId={storeId} />}
        {step === 2 && <BookStep form={form} storeId={storeId} way={way} currency={currency} />}
      </FormLayout>
    </form>
  );
}
