import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader';
import { LabelledTextArea } from '../../../components/labelled-text-area';
import { translateMessage } from '../../../lib/i18n';
import { useGoBack } from '../../../lib/navigation';
import { StepFrame } from '../components/step-frame';
import '../waybills.css';

/** The battery step (SPEC §2 packageImage): what battery it is, and a picture of its label. */
export default function BatteryStepPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  return (
    <StepFrame step="battery">
      {(draft, update) => (
        <BatteryForm
          initial={draft.battery}
          onSave={(battery) => {
            update({ battery }, ['battery']);
            goBack();
          }}
          label={t('battery.pictures')}
        />
      )}
    </StepFrame>
  );
}

function BatteryForm({
  initial,
  onSave,
  label,
}: {
  initial?: { remark: string; files: string };
  onSave: (battery: { remark: string; files: string }) => void;
  label: string;
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const [remark, setRemark] = useState(initial?.remark ?? '');
  const [files, setFiles] = useState(initial?.files ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    if (!remark.trim()) return setProblem(translateMessage('extraService.remarkRequired'));
    if (!files) return setProblem(translateMessage('extraService.imageRequired'));
    onSave({ remark: remark.trim(), files });
  };
  return (
    <section className="waybills-section" aria-label={t('steps.battery')}>
      <h2>{t('steps.battery')}</h2>
      <p className="waybills-muted">{t('battery.intro')}</p>
      <LabelledTextArea
        label={t('battery.remark')}
        placeholder={t('battery.remark')}
        rows={2}
        maxLength={500}
        value={remark}
        onChange={setRemark}
      />
      <FileUploader purpose="declaration" imagesOnly label={label} value={files} onChange={setFiles} />
      {problem && (
        <p className="adm-form-item-feedback-error" role="alert">
          {problem}
        </p>
      )}
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={save}>
          {t('flow.saveStep')}
        </Button>
      </div>
    </section>
  );
}
