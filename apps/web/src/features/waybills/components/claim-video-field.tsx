import { sniffFileType, uploadProblem } from '@parcelway/domain';
import { Button, ProgressBar } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { translateMessage } from '../../../lib/i18n';
import { uploadFile } from '../../../lib/upload';

interface ClaimVideoFieldProps {
  /** The uploaded video's link, or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  id: string;
}

/**
 * One optional unboxing video for a claim: checked here by the server's rule (its type from its bytes, 50 MB), then
 * uploaded with its progress shown; once up it plays in place and can be removed.
 */
export function ClaimVideoField({ value, onChange, id }: ClaimVideoFieldProps) {
  const { t } = useTranslation('claims');
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const type = sniffFileType(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
    if (type?.kind !== 'video') return showToast(t('form.videoOnly'));
    const problem = uploadProblem('claim_evidence', type, file.size);
    if (problem) return showToast(translateMessage(problem));
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, { purpose: 'claim_evidence', onProgress: setProgress });
      onChange(uploaded.url);
    } catch (error) {
      if (!(error instanceof ApiError)) showToast(translateMessage('error.network'));
    } finally {
      setProgress(null);
    }
  };

  if (value)
    return (
      <div id={id}>
        {/* biome-ignore lint/a11y/useMediaCaption: the customer's own recording, shown back to them */}
        <video className="claim-video" src={value} controls preload="metadata" />
        <Button size="small" fill="outline" onClick={() => onChange(undefined)}>
          {t('form.videoRemove')}
        </Button>
      </div>
    );
  if (progress !== null)
    return (
      <div id={id} aria-busy="true">
        <p className="waybills-muted" role="status">
          {t('form.videoUploading', { percent: Math.round(progress * 100) })}
        </p>
        <ProgressBar percent={Math.round(progress * 100)} aria-label={t('form.video')} />
      </div>
    );
  return (
    <label className="claim-video-add" htmlFor={inputId} id={id}>
      <span aria-hidden>＋</span> {t('form.videoAdd')}
      <input
        id={inputId}
        type="file"
        accept="video/mp4,video/quicktime,video/webm"
        aria-label={t('form.video')}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
