import type { ClaimedParcel } from '@parcelway/domain';
import { App, Button, Card, Image, Space, Table, Tag } from 'antd';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useClaims, useDecideClaim } from '../api.js';

/** Unowned parcels customers claim: each claim's proof beside the parcel, approved or rejected. */
export default function ClaimsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const claims = useClaims();
  const decide = useDecideClaim();

  const act = async (id: number, approve: boolean) => {
    try {
      await decide.mutateAsync({ id, approve });
      message.success(t('claims.done'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card
      title={t('claims.title')}
      extra={<Button onClick={() => void claims.refetch()}>{t('common.refresh')}</Button>}
    >
      <Table<ClaimedParcel>
        rowKey="parcel_id"
        loading={claims.isLoading}
        dataSource={claims.data ?? []}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          {
            title: t('checkIn.tracking'),
            render: (_, row) => (
              <Space>
                {row.tracking_number}
                {row.conflict && <Tag color="red">{t('claims.conflict')}</Tag>}
              </Space>
            ),
          },
          { title: t('common.age'), render: (_, row) => (row.in_stock_at ? ageOf(row.in_stock_at, t) : '') },
          {
            title: t('claims.proof'),
            render: (_, row) => (
              <Space direction="vertical">
                {row.claims.map((claim) => (
                  <Space key={claim.id}>
                    {t('common.customer')} {claim.customer_id}
                    {claim.proof.map((file) => (
                      <Image key={file.id} src={file.url} width={56} height={56} />
                    ))}
                    <Button size="small" type="primary" onClick={() => void act(claim.id, true)}>
                      {t('common.approve')}
                    </Button>
                    <Button size="small" danger onClick={() => void act(claim.id, false)}>
                      {t('common.reject')}
                    </Button>
                  </Space>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
