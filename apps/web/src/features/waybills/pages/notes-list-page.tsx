import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader';
import { LabelledTextArea } from '../../../components/labelled-text-area';
import { PhotoGallery } from '../../../components/photo-gallery';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { showToast } from '../../../lib/feedback';
import { formatTimestamp } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useWaybillDetail } from '../api/get-waybill-detail';
import { useUpdateWaybill } from '../api/update-waybill';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/** Notes on a waybill (SPEC §2 waybill/notesList, shipmentComments): the customer's and staff's, with files. */
export default function NotesListPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const id = useWaybillId();
  const detail = useWaybillDetail(id);
  const save = useUpdateWaybill(id ?? 0);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState('');
  if (detail.isPending) return <LoadingBlock lines={4} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('notes.title')}>
        <h2>{t('notes.title')}</h2>
        {detail.data.notes.length === 0 && <p className="waybills-muted">{t('notes.none')}</p>}
        {detail.data.notes.map((note) => (
          <article key={note.id} className="waybills-line">
            <Tag color={note.label ? 'primary' : 'default'}>{note.label ? 'admin' : t('notes.you')}</Tag>{' '}
            <span className="waybills-muted">{formatTimestamp(note.created_at)}</span>
            <p>{note.content}</p>
            {note.files.length > 0 && <PhotoGallery label={t('notes.files')} files={note.files} />}
          </article>
        ))}
      </section>
      <section className="waybills-section" aria-label={t('notes.add')}>
        <h2>{t('notes.add')}</h2>
        <LabelledTextArea label={t('notes.content')} rows={3} maxLength={1000} value={content} onChange={setContent} />
        <FileUploader purpose="parcel_comment" label={t('notes.files')} value={files} onChange={setFiles} />
        <div className="page-actions">
          <Button
            block
            color="primary"
            loading={save.isPending}
            onClick={async () => {
              if (!content.trim()) return showToast(translateMessage('extraService.remarkRequired'));
              await save.mutateAsync({ comment: content.trim(), files });
              setContent('');
              setFiles('');
              showToast(t('common:saved'));
            }}
          >
            {t('notes.send')}
          </Button>
        </div>
      </section>
    </div>
  );
}
