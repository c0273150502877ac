import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import { useInviteInfo } from '../api/get-invite-info';
import { InvitePoster } from '../components/invite-poster';
import '../membership.css';

/** The invitation poster (SPEC §2 personal/poster): an image with the code and a QR code of the link, to save. */
export default function PosterPage() {
  const { t } = useTranslation('membership');
  const info = useInviteInfo();
  if (info.isPending) return <LoadingBlock lines={3} />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  return (
    <div className="membership-page">
      <InvitePoster
        headline={t('poster.headline')}
        reward={t('invite.terms', {
          points: data.reward_points,
          amount: formatMoney(data.minimum_spend, data.minimum_spend_currency),
        })}
        code={data.invite_code}
        link={data.invite_link}
        alt={t('poster.save')}
      />
      <p className="membership-muted">{t('poster.hint')}</p>
    </div>
  );
}
