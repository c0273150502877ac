import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FormField, TextField } from '../../../components/form';
import { useAgents, usePickupSlots, useRecipientChoices } from '../api/get-booking-options';
import type { PreShipmentForm } from './form-types';

/** Step 2: to whom, and how the goods leave the customer — an agent point or a booked pickup. */
export function DeliveryStep({ form, storeId }: { form: PreShipmentForm; storeId: number }) {
  const { t } = useTranslation('preShipments');
  const { control, watch } = form;
  const way = watch('delivery_way');
  const date = watch('pickup.date') ?? '';
  const recipients = useRecipientChoices();
  const agents = useAgents({ store_id: storeId });
  const slots = usePickupSlots(storeId, way === 'pickup' ? date : '');
  return (
    <>
      <ChoiceField
        control={control}
        name="recipient_id"
        label={t('form.receiver')}
        required
        columns={1}
        above={recipients.data?.length === 0 ? <p>{t('form.noReceiver')}</p> : undefined}
        options={(recipients.data ?? []).map((entry) => ({
          value: entry.id,
          label: `${entry.first_name} ${entry.last_name}`,
          description: entry.city,
        }))}
      />
      <ChoiceField
        control={control}
        name="delivery_way"
        label={t('form.deliveryWay')}
        required
        columns={2}
        options={[
          { value: 'drop_off', label: t('way.drop_off') },
          { value: 'pickup', label: t('way.pickup') },
        ]}
      />
      {way === 'drop_off' && (
        <ChoiceField
          control={control}
          name="agent_id"
          label={t('form.agent')}
          required
          columns={1}
          options={(agents.data ?? []).map((agent) => ({
            value: agent.id,
            label: agent.name,
            description: `${agent.address}, ${agent.city} ${agent.postcode}`,
          }))}
        />
      )}
      {way === 'pickup' && (
        <>
          <TextField control={control} name="pickup.address" label={t('form.pickupAddress')} required />
          <TextField
            control={control}
            name="pickup.postcode"
            label={t('form.pickupPostcode')}
            required
            inputMode="numeric"
          />
          <FormField control={control} name="pickup.date" label={t('form.pickupDate')} required>
            {(field) => (
              <Input
                id={field.id}
                type="date"
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          {slots.data?.problem && (
            <p className="adm-form-item-feedback-error pre-shipment-error" role="alert">
              {slots.data.problem}
            </p>
          )}
          <ChoiceField
            control={control}
            name="pickup.window_id"
            label={t('form.pickupWindow')}
            required
            columns={2}
            options={(slots.data?.slots ?? []).map((slot) => ({
              value: slot.window_id,
              label: `${slot.starts}–${slot.ends}`,
              description: t('form.placesLeft', { count: slot.remaining }),
              disabled: !slot.bookable,
            }))}
          />
        </>
      )}
    </>
  );
}
