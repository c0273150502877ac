import { Button, Dialog, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { showToast } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useShares } from '../api/get-shares';
import { useRevokeShare } from '../api/revoke-share';
import type { ShareSummary } from '../api/types';

/** The customer's links (of one waybill, or all), each with how often and when it was last opened; revoke ends one. */
export function ShareList({ waybillId }: { waybillId: number | undefined }) {
  const { t } = useTranslation(['tracking', 'common']);
  const shares = useShares(waybillId);
  const revoke = useRevokeShare();
  if (shares.isPending) return <LoadingBlock lines={3} />;
  if (shares.isError) return <LoadFailed error={shares.error} onRetry={() => void shares.refetch()} />;
  if (shares.data.list.length === 0) return <EmptyState title={t('share.none')} description={t('share.noneHint')} />;

  const doRevoke = async (share: ShareSummary) => {
    const sure = await Dialog.confirm({
      content: t('share.revokeConfirm'),
      confirmText: t('share.revoke'),
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    await revoke.mutateAsync(share.id);
    showToast(t('share.revoked'));
  };

  return (
    <section aria-label={t('share.mine')}>
      <List header={t('share.mine')}>
        {shares.data.list.map((share) => (
          <List.Item
            key={share.id}
            description={
              share.last_opened_at
                ? t('share.opened', { count: share.opened_count, when: formatDateTime(share.last_opened_at) })
                : t('share.neverOpened')
            }
            extra={
              share.active ? (
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  loading={revoke.isPending && revoke.variables === share.id}
                  onClick={() => void doRevoke(share)}
                  aria-label={t('share.revokeOne', { when: formatDateTime(share.created_at) })}
                >
                  {t('share.revoke')}
                </Button>
              ) : (
                <Tag>{t('share.revokedTag')}</Tag>
              )
            }
          >
            {t('share.madeAt', { id: share.shipment_no, when: formatDateTime(share.created_at) })}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
