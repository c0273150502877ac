import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { paymentStatusPath } from '../utils/pay-choices';

/** The WeChat link flow: the link to open in WeChat, copied in one tap, then "I have paid" to check the payment. */
export function WechatLink({ link, waybillId, onBack }: { link: string; waybillId: number; onBack: () => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  // The server answers a path of ours; copied into WeChat it must be a whole address.
  const address = new URL(link, window.location.origin).href;
  return (
    <div className="payments-page">
      <section className="payments-card" aria-label={t('wechat.title')}>
        <h2>{t('wechat.title')}</h2>
        <p>{t('wechat.instruction')}</p>
        <p className="payments-link">
          <a href={address} target="_blank" rel="noreferrer">
            {address}
          </a>
        </p>
        <CopyButton text={address} label={t('wechat.link')} />
      </section>
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={() => navigate(paymentStatusPath(waybillId))}>
          {t('wechat.paid')}
        </Button>
        <Button block fill="none" onClick={onBack}>
          {t('wechat.otherMethod')}
        </Button>
      </div>
    </div>
  );
}
