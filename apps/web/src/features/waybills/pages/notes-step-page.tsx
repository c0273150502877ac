import { ACKNOWLEDGEMENT_MESSAGES, type Acknowledgements } from '@parcelway/domain';
import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledTextArea } from '../../../components/labelled-text-area';
import { translateMessage } from '../../../lib/i18n';
import { useGoBack } from '../../../lib/navigation';
import { StepFrame } from '../components/step-frame';
import { draftSteps, type SubmissionDraft } from '../utils/draft';
import '../waybills.css';

const ACKS = ['safety', 'terms', 'empp', 'aqis'] as const;

/** Safety, compensation terms and the EMPP / AQIS inspection risks where the line needs them (SPEC §5), and a remark. */
export default function NotesStepPage() {
  return <StepFrame step="safety">{(draft, update) => <Acknowledge draft={draft} update={update} />}</StepFrame>;
}

function Acknowledge({
  draft,
  update,
}: {
  draft: SubmissionDraft;
  update: (change: Partial<SubmissionDraft>, done: (typeof ACKS)[number][]) => void;
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  const needed = ACKS.filter((ack) => draftSteps(draft).includes(ack));
  const [acks, setAcks] = useState<Acknowledgements>(draft.acknowledgements);
  const [remark, setRemark] = useState(draft.remark);
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    const missing = needed.find((ack) => !acks[ack]);
    if (missing) return setProblem(translateMessage(ACKNOWLEDGEMENT_MESSAGES[missing]));
    update({ acknowledgements: acks, remark: remark.trim() }, needed);
    goBack();
  };

  return (
    <>
      {needed.map((ack) => (
        <section key={ack} className="waybills-section" aria-label={t(`steps.${ack}`)}>
          <h2>{t(`steps.${ack}`)}</h2>
          <p className="waybills-muted">{t(`acknowledge.${ack}Text`)}</p>
          <Checkbox checked={acks[ack]} onChange={(on) => setAcks((current) => ({ ...current, [ack]: on }))}>
            {t(`acknowledge.${ack}`)}
          </Checkbox>
        </section>
      ))}
      <section className="waybills-section" aria-label={t('acknowledge.remark')}>
        <h2>{t('acknowledge.remark')}</h2>
        <LabelledTextArea
          label={t('acknowledge.remark')}
          rows={2}
          maxLength={500}
          value={remark}
          onChange={setRemark}
        />
      </section>
      {problem && (
        <p className="adm-form-item-feedback-error page-section" role="alert">
          {problem}
        </p>
      )}
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={save}>
          {t('flow.saveStep')}
        </Button>
      </div>
    </>
  );
}
