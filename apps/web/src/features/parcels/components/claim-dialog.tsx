import { Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FileUploader } from '../../../components/file-uploader';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { translateMessage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { useClaimParcel } from '../api/claim-parcel';

/**
 * "Claim a missing parcel": a tracking number, then the parcel it claims (its label named the customer) or the
 * customer's pre-alert, being confirmed by staff; else SPEC §8's 'Claim failed, try again'.
 */
export function ClaimDialog({
  visible,
  onClose,
  initial = '',
}: {
  visible: boolean;
  onClose: () => void;
  initial?: string;
}) {
  const { t } = useTranslation(['parcels', 'common']);
  const navigate = useNavigate();
  const claim = useClaimParcel();
  const [tracking, setTracking] = useState(initial);
  const [proof, setProof] = useState('');

  const submit = async () => {
    if (tracking.trim().length === 0) {
      showToast(translateMessage('parcel.trackingNumberInvalid'));
      return;
    }
    try {
      const parcel = await claim.mutateAsync({ trackingNumber: tracking.trim(), proof });
      onClose();
      showToast(t(parcel.being_confirmed ? 'claim.pending' : 'claim.done', { tracking: parcel.tracking_number }));
      navigate(`${PATHS.parcelDetail}?id=${parcel.id}`);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : translateMessage('parcel.claimFailed'));
    }
  };

  return (
    <Dialog
      visible={visible}
      title={t('claim.title')}
      onClose={onClose}
      content={
        <div>
          <p className="parcels-muted">{t('claim.explain')}</p>
          <Input
            aria-label={t('claim.tracking')}
            placeholder={t('claim.tracking')}
            value={tracking}
            onChange={setTracking}
            autoCapitalize="characters"
          />
          <FileUploader value={proof} onChange={setProof} purpose="declaration" label={t('claim.proof')} maxCount={3} />
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common:cancel'), onClick: onClose },
          {
            key: 'claim',
            text: t('claim.submit'),
            bold: true,
            disabled: claim.isPending,
            onClick: () => void submit(),
          },
        ],
      ]}
    />
  );
}
