import {
  EXPORT_REASONS,
  personName,
  type Shipper,
  type ShipperInput,
  shipperSchema,
  UNDELIVERABLE_ACTIONS,
} from '@parcelway/domain';
import { Button, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceField, FormField, FormLayout, TextField, useZodForm } from '../../../components/form';
import { LoadingBlock } from '../../../components/query-states';
import { useGoBack } from '../../../lib/navigation';
import { useUserInfo } from '../../../lib/session';
import { useShipperAddress } from '../api/shipper-address';
import { StepFrame } from '../components/step-frame';
import type { SubmissionDraft } from '../utils/draft';
import '../waybills.css';

interface ShipperValues {
  sender_name: string;
  commercial_value: boolean;
  export_reason: ShipperInput['export_reason'] | undefined;
  undeliverable_action: ShipperInput['undeliverable_action'] | undefined;
}
const shipperFormSchema = shipperSchema as unknown as z.ZodType<Shipper, ShipperValues>;

/** Shipper (SPEC §3): who sends, whether the contents have commercial value, why, and what to do if undeliverable. */
export default function ShipperStepPage() {
  return <StepFrame step="shipper">{(draft, update) => <ShipperStep draft={draft} update={update} />}</StepFrame>;
}

function ShipperStep({
  draft,
  update,
}: {
  draft: SubmissionDraft;
  update: (change: Partial<SubmissionDraft>, done: 'shipper'[]) => void;
}) {
  const saved = useShipperAddress();
  const user = useUserInfo();
  if (saved.isPending) return <LoadingBlock lines={4} />;
  const initial = draft.shipper ?? saved.data ?? null;
  return (
    <ShipperForm
      defaults={{
        sender_name: initial?.sender_name ?? personName(user.data?.first_name ?? '', user.data?.last_name ?? ''),
        commercial_value: initial?.commercial_value ?? false,
        export_reason: initial?.export_reason,
        undeliverable_action: initial?.undeliverable_action,
      }}
      onSave={(shipper) => update({ shipper }, ['shipper'])}
    />
  );
}

function ShipperForm({ defaults, onSave }: { defaults: ShipperValues; onSave: (shipper: Shipper) => void }) {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  const form = useZodForm(shipperFormSchema, defaults);
  const submit = form.handleSubmit((shipper) => {
    onSave(shipper);
    goBack();
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.shipper')}>
      <FormLayout
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('flow.saveStep')}
          </Button>
        }
      >
        <TextField
          control={form.control}
          name="sender_name"
          label={t('shipper.senderName')}
          required
          autoComplete="name"
        />
        <FormField
          control={form.control}
          name="commercial_value"
          label={t('shipper.commercialValue')}
          hint={t('shipper.commercialHint')}
        >
          {(input) => (
            <Switch
              checked={Boolean(input.value)}
              onChange={(on) => input.onChange(on)}
              aria-label={t('shipper.commercialValue')}
            />
          )}
        </FormField>
        <ChoiceField
          control={form.control}
          name="export_reason"
          label={t('shipper.exportReason')}
          required
          columns={2}
          options={EXPORT_REASONS.map((reason) => ({ value: reason, label: t(`shipper.reasons.${reason}`) }))}
        />
        <ChoiceField
          control={form.control}
          name="undeliverable_action"
          label={t('shipper.undeliverable')}
          required
          columns={1}
          options={UNDELIVERABLE_ACTIONS.map((action) => ({ value: action, label: t(`shipper.actions.${action}`) }))}
        />
      </FormLayout>
    </form>
  );
}
