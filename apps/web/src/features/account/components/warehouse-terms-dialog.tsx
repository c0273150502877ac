import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface WarehouseTermsDialogProps {
  visible: boolean;
  supportNumber: string | undefined;
  onAccept: () => void;
  onDecline: () => void;
}

/** The usage terms of the warehouse address, accepted once before the addresses are first shown. */
export function WarehouseTermsDialog({ visible, supportNumber, onAccept, onDecline }: WarehouseTermsDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      visible={visible}
      aria-label={t('warehouse.terms.title')}
      title={t('warehouse.terms.title')}
      content={
        <div className="account-terms">
          <p>{t('warehouse.terms.intro')}</p>
          <ol>
            <li>
              {supportNumber
                ? t('warehouse.terms.supportNumberYours', { number: supportNumber })
                : t('warehouse.terms.supportNumber')}
            </li>
            <li>{t('warehouse.terms.prohibited')}</li>
            <li>{t('warehouse.terms.delay')}</li>
          </ol>
        </div>
      }
      actions={[
        [
          { key: 'decline', text: t('warehouse.terms.decline'), onClick: onDecline },
          { key: 'accept', text: t('warehouse.terms.accept'), bold: true, onClick: onAccept },
        ],
      ]}
    />
  );
}
