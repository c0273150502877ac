import type { PreShipmentSummary } from '@parcelway/domain';
import { Button, Dialog, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useDeletePreShipment } from '../api/delete-pre-shipment';

/** The customer's pre-shipments: state, code or pickup date, and delete while not handed over. */
export function PreShipmentList({ list, onOpen }: { list: PreShipmentSummary[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation(['preShipments', 'common']);
  const remove = useDeletePreShipment();
  return (
    <List header={t('list.title')}>
      {list.map((row) => (
        <List.Item
          key={row.id}
          onClick={() => onOpen(row.id)}
          description={
            row.drop_off_code
              ? t('list.code', { code: row.drop_off_code })
              : row.pickup_date
                ? t('list.pickupOn', { date: formatDate(row.pickup_date) })
                : row.tracking_numbers.join(', ')
          }
          extra={
            row.editable ? (
              <Button
                size="mini"
                color="danger"
                fill="none"
                onClick={async (event) => {
                  event.stopPropagation();
                  if (await Dialog.confirm({ content: t('list.confirmDelete'), cancelText: t('common:cancel') }))
                    remove.mutate(row.id);
                }}
              >
                {t('list.delete')}
              </Button>
            ) : undefined
          }
        >
          <Tag color={row.status === 'draft' ? 'default' : 'primary'}>{row.status_text}</Tag> {row.contents}
        </List.Item>
      ))}
    </List>
  );
}
