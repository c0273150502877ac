import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader';
import { PhotoGallery } from '../../../components/photo-gallery';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { showToast } from '../../../lib/feedback';
import { translateMessage } from '../../../lib/i18n';
import { useAttachDeclarationFiles } from '../api/attach-declaration-files';
import { useWaybillDetail } from '../api/get-waybill-detail';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/** Proof of purchase (SPEC §2 waybill/uploadBill): invoices or receipts customs may ask for. */
export default function UploadBillPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const id = useWaybillId();
  const detail = useWaybillDetail(id);
  const attach = useAttachDeclarationFiles(id ?? 0);
  const [files, setFiles] = useState('');
  if (detail.isPending) return <LoadingBlock lines={3} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('bill.title')}>
        <h2>{t('bill.title')}</h2>
        <p className="waybills-muted">{t('bill.intro')}</p>
        {detail.data.declaration_files.length > 0 && (
          <PhotoGallery label={t('bill.sent')} files={detail.data.declaration_files} />
        )}
        <FileUploader purpose="declaration" label={t('bill.add')} value={files} onChange={setFiles} />
        <div className="page-actions">
          <Button
            block
            color="primary"
            loading={attach.isPending}
            onClick={async () => {
              if (!files) return showToast(translateMessage('extraService.imageRequired'));
              await attach.mutateAsync(files);
              setFiles('');
              showToast(t('common:saved'));
            }}
          >
            {t('bill.send')}
          </Button>
        </div>
      </section>
    </div>
  );
}
