import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader';
import { LabelledTextArea } from '../../../components/labelled-text-area';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { formatTimestamp } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useParcelDetail } from '../api/get-parcel-detail';
import { useSaveComment } from '../api/save-comment';
import type { ParcelComment } from '../api/types';
import { useIdParam } from '../utils/query-params';
import '../parcels.css';

/** Notes on a parcel (SPEC §2 parcel/noteList): the customer's comments and staff notes marked 'admin'. */
export default function NoteListPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const id = useIdParam();
  const detail = useParcelDetail(id);
  const save = useSaveComment(id ?? 0);
  const [editing, setEditing] = useState<ParcelComment | null>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState('');

  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (detail.isPending) return <LoadingBlock lines={5} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;

  const startEdit = (comment: ParcelComment) => {
    setEditing(comment);
    setContent(comment.content);
    setFiles(comment.files.map((file) => file.url).join(','));
  };

  const submit = async () => {
    if (content.trim() === '') {
      showToast(translateMessage('validation.required'));
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id, content: content.trim(), files });
      setEditing(null);
      setContent('');
      setFiles('');
      showToast(t('common:saved'));
    } catch (error) {
      if (error instanceof ApiError) showToast(error.message);
    }
  };

  return (
    <div className="parcels-page">
      <section className="parcels-section" aria-label={t('notes.title')}>
        <h2>{detail.data.tracking_number}</h2>
        {detail.data.comments.length === 0 && <p className="parcels-muted">{t('notes.none')}</p>}
        {detail.data.comments.map((comment) => (
          <article key={comment.id} className="parcels-comment">
            <div className="parcels-comment-head">
              <Tag color={comment.label ? 'primary' : 'default'}>
                {comment.label ? t('notes.admin') : t('notes.you')}
              </Tag>
              <span className="parcels-muted">{formatTimestamp(comment.created_at)}</span>
              {comment.editable && (
                <Button size="mini" fill="none" color="primary" onClick={() => startEdit(comment)}>
                  {t('notes.edit')}
                </Button>
              )}
            </div>
            <p>{comment.content}</p>
            {comment.files.length > 0 && <PhotoGallery label={t('notes.attachments')} files={comment.files} />}
          </article>
        ))}
      </section>
      <section className="parcels-section" aria-label={editing ? t('notes.editTitle') : t('notes.add')}>
        <h2>{editing ? t('notes.editTitle') : t('notes.add')}</h2>
        <LabelledTextArea
          label={t('notes.content')}
          placeholder={t('notes.placeholder')}
          rows={3}
          maxLength={1000}
          value={content}
          onChange={setContent}
        />
        <FileUploader purpose="parcel_comment" label={t('notes.attachments')} value={files} onChange={setFiles} />
        <div className="page-actions">
          <Button block color="primary" loading={save.isPending} onClick={() => void submit()}>
            {editing ? t('common:save') : t('notes.send')}
          </Button>
          {editing && (
            <Button block onClick={() => setEditing(null)}>
              {t('common:cancel')}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
