import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useInviteInfo } from '../api/get-invite-info';
import '../membership.css';

/** Invite friends (SPEC §2 personal/friend): the invite code and link, the reward's terms, the poster and records. */
export default function FriendPage() {
  const { t } = useTranslation('membership');
  const info = useInviteInfo();
  const navigate = useNavigate();
  if (info.isPending) return <LoadingBlock lines={3} />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  return (
    <div className="membership-page">
      <section className="membership-card" aria-label={t('invite.title')}>
        <h2>{t('invite.title')}</h2>
        <p>
          {t('invite.terms', {
            points: data.reward_points,
            amount: formatMoney(data.minimum_spend, data.minimum_spend_currency),
          })}
        </p>
        <p>
          {t('invite.code')}: <strong data-testid="invite-code">{data.invite_code}</strong>{' '}
          <CopyButton text={data.invite_code} label={t('invite.code')} />
        </p>
        <p className="membership-link">{data.invite_link}</p>
        <CopyButton text={data.invite_link} label={t('invite.link')} />
        <p className="membership-muted">{t('invite.counts', { invited: data.invited, done: data.done })}</p>
      </section>
      <Button block color="primary" onClick={() => navigate(PATHS.poster)}>
        {t('poster.open')}
      </Button>
      <Button block onClick={() => navigate(PATHS.inviteRecord)}>
        {t('records.open')}
      </Button>
    </div>
  );
}
