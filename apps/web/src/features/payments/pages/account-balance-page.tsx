import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useAccountBalance } from '../api/get-account-balance';
import '../payments.css';

/** The balance (SPEC §2 personal/accountBalance): each wallet, the points, top-ups under review, and where to go next. */
export default function AccountBalancePage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const balance = useAccountBalance();
  if (balance.isPending) return <LoadingBlock lines={5} />;
  if (balance.isError) return <LoadFailed error={balance.error} onRetry={() => void balance.refetch()} />;
  const [main, ...others] = balance.data.wallets;
  return (
    <div className="payments-page">
      <section className="payments-card" aria-label={t('balance.title')}>
        <h2>{t('balance.title')}</h2>
        <p className="payments-balance">{main && formatMoney(main.balance, main.currency)}</p>
        {others.map((wallet) => (
          <p key={wallet.currency}>{formatMoney(wallet.balance, wallet.currency)}</p>
        ))}
        <p className="payments-muted">{balance.data.bonus_note}</p>
        {balance.data.pending_top_ups > 0 && (
          <p className="payments-muted" role="status">
            {t('balance.pending', { count: balance.data.pending_top_ups })}
          </p>
        )}
        <div className="payments-actions">
          <Button color="primary" onClick={() => navigate(PATHS.topUp)}>
            {t('balance.topUp')}
          </Button>
        </div>
      </section>
      <List mode="card">
        <List.Item extra={balance.data.points} onClick={() => navigate(PATHS.pointsHistory)}>
          {t('balance.points')}
        </List.Item>
        <List.Item onClick={() => navigate(PATHS.balanceHistory)}>{t('balance.history')}</List.Item>
        <List.Item onClick={() => navigate(PATHS.rechargeRecord)}>{t('balance.records')}</List.Item>
      </List>
    </div>
  );
}
