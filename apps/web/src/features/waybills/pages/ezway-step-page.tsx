import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { useGoBack } from '../../../lib/navigation';
import { StepFrame } from '../components/step-frame';
import '../waybills.css';

/** Taiwan real-name authentication (SPEC §2 ezappWV): the recipient confirms the shipment in the EZ WAY app. */
export default function EzwayStepPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  return (
    <StepFrame step="ezway">
      {(draft, update) => (
        <Confirm
          initial={draft.acknowledgements.ezway}
          onSave={() => {
            update({ acknowledgements: { ...draft.acknowledgements, ezway: true } }, ['ezway']);
            goBack();
          }}
          title={t('steps.ezway')}
        />
      )}
    </StepFrame>
  );
}

function Confirm({ initial, onSave, title }: { initial: boolean; onSave: () => void; title: string }) {
  const { t } = useTranslation(['waybills', 'common']);
  const [confirmed, setConfirmed] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="waybills-section" aria-label={title}>
      <h2>{title}</h2>
      <ol className="waybills-muted">
        <li>{t('ezway.step1')}</li>
        <li>{t('ezway.step2')}</li>
        <li>{t('ezway.step3')}</li>
      </ol>
      <Checkbox checked={confirmed} onChange={setConfirmed}>
        {t('ezway.confirm')}
      </Checkbox>
      {problem && (
        <p className="adm-form-item-feedback-error" role="alert">
          {problem}
        </p>
      )}
      <div className="page-actions">
        <Button
          block
          color="primary"
          size="large"
          onClick={() => (confirmed ? onSave() : setProblem(translateMessage('waybill.ezwayRequired')))}
        >
          {t('flow.saveStep')}
        </Button>
      </div>
    </section>
  );
}
