import { MAX_EXTRA_CARTONS } from '@parcelway/domain';
import { Button, Checkbox, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import { useGoBack } from '../../../lib/navigation';
import { useShipmentOptions } from '../api/get-shipment-services';
import { StepFrame } from '../components/step-frame';
import type { SubmissionDraft } from '../utils/draft';
import '../waybills.css';

/** Extra services and packaging (SPEC §2): the combined box, the packing, extra cartons at AU$3 each. */
export default function ExtrasStepPage() {
  return <StepFrame step="extras">{(draft, update) => <ExtrasStep draft={draft} update={update} />}</StepFrame>;
}

function ExtrasStep({
  draft,
  update,
}: {
  draft: SubmissionDraft;
  update: (change: Partial<SubmissionDraft>, done: 'extras'[]) => void;
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  const options = useShipmentOptions(draft.store_id);
  const [services, setServices] = useState<number[]>(draft.extra_services.map((entry) => entry.extra_service_id));
  const [box, setBox] = useState<number | null>(draft.box_service_id);
  const [cartons, setCartons] = useState(draft.extra_cartons);
  if (options.isPending) return <LoadingBlock lines={5} />;
  if (options.isError) return <LoadFailed error={options.error} onRetry={() => void options.refetch()} />;
  const { packaging } = options.data;

  const save = () => {
    update(
      {
        extra_services: services.map((id) => ({ extra_service_id: id, comment: '', files: '' })),
        box_service_id: box,
        extra_cartons: cartons,
      },
      ['extras'],
    );
    goBack();
  };

  return (
    <>
      <List mode="card" header={t('extras.services')}>
        {options.data.services.map((service) => (
          <List.Item
            key={service.id}
            description={service.description}
            extra={service.price ? formatMoney(service.price, service.currency) : undefined}
          >
            <Checkbox
              checked={services.includes(service.id)}
              onChange={(on) =>
                setServices((current) => (on ? [...current, service.id] : current.filter((id) => id !== service.id)))
              }
            >
              {service.name}
            </Checkbox>
          </List.Item>
        ))}
      </List>
      <section className="waybills-section" aria-label={t('extras.packaging')}>
        <h2>{t('extras.packaging')}</h2>
        <Selector
          aria-label={t('extras.packaging')}
          columns={2}
          value={box === null ? [] : [box]}
          onChange={(values) => setBox(values[0] ?? null)}
          options={packaging.packaging.map((option) => ({
            value: option.id,
            label: option.name,
            description: formatMoney(option.price, packaging.currency),
          }))}
        />
        <p className="waybills-muted">{t('extras.packagingHint')}</p>
      </section>
      <section className="waybills-section" aria-label={packaging.extra_carton.name}>
        <h2>{packaging.extra_carton.name}</h2>
        <p className="waybills-muted">{packaging.extra_carton.description}</p>
        {/* Buttons and the count rather than antd-mobile's Stepper, whose input is nameless and carries ARIA values
            a text box may not have. */}
        <fieldset className="waybills-stepper" aria-label={packaging.extra_carton.name}>
          <Button
            size="small"
            aria-label={t('extras.fewer')}
            disabled={cartons <= 0}
            onClick={() => setCartons(Math.max(0, cartons - 1))}
          >
            −
          </Button>
          <output aria-live="polite">{cartons}</output>
          <Button
            size="small"
            aria-label={t('extras.more')}
            disabled={cartons >= MAX_EXTRA_CARTONS}
            onClick={() => setCartons(Math.min(MAX_EXTRA_CARTONS, cartons + 1))}
          >
            +
          </Button>
        </fieldset>
      </section>
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={save}>
          {t('flow.saveStep')}
        </Button>
      </div>
    </>
  );
}
