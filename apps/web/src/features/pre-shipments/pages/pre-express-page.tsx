import type { PreShipmentDetail, PreShipmentInputValues } from '@parcelway/domain';
import { Button, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ITEM } from '../../../components/declaration-items-field';
import { EmptyState, LoadingBlock } from '../../../components/query-states';
import { useUserInfo } from '../../../lib/session';
import { usePreShipment, usePreShipments } from '../api/get-pre-shipments';
import { DropOffCode } from '../components/drop-off-code';
import { PreShipmentFormSteps } from '../components/pre-shipment-form';
import { PreShipmentList } from '../components/pre-shipment-list';
import '../pre-shipments.css';

function formValues(storeId: number, detail?: PreShipmentDetail): PreShipmentInputValues {
  if (!detail)
    return {
      store_id: storeId,
      recipient_id: 0,
      tracking_numbers: [],
      items: [{ ...EMPTY_ITEM }],
      contents: '',
      notes: '',
      insurance: false,
      batteries: false,
      flammable_confirmed: false,
      delivery_way: 'drop_off',
      agent_id: null,
      pickup: null,
      contents_image: null,
      receipt_image: null,
    };
  return {
    id: detail.id,
    store_id: detail.store_id,
    recipient_id: detail.receiver.recipient_id ?? 0,
    courier_company_id: detail.courier_company_id,
    tracking_numbers: detail.tracking_numbers,
    items: detail.items.map((item) => ({
      ...item,
      product_type: item.product_type as never,
      attributes: item.attributes as never,
    })),
    contents: detail.contents,
    notes: detail.notes,
    insurance: detail.insurance,
    batteries: detail.batteries,
    flammable_confirmed: detail.flammable_confirmed,
    delivery_way: detail.delivery_way,
    agent_id: detail.agent?.id ?? null,
    pickup: detail.pickup,
    contents_image: detail.contents_image?.id ?? null,
    receipt_image: detail.receipt_image?.id ?? null,
  };
}

/** personal/preexpress (SPEC §2 pre-shipment): the list, and the form to book a drop-off or a pickup. */
export default function PreExpressPage() {
  const { t } = useTranslation('preShipments');
  const user = useUserInfo();
  const list = usePreShipments();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saved, setSaved] = useState<PreShipmentDetail | null>(null);
  const detail = usePreShipment(typeof editing === 'number' ? editing : null);

  if (!user.data || !list.data) return <LoadingBlock lines={6} />;

  if (editing !== null) {
    if (typeof editing === 'number' && !detail.data) return <LoadingBlock lines={6} />;
    const current = typeof editing === 'number' ? detail.data : undefined;
    return (
      <div className="pre-shipment-page">
        <PreShipmentFormSteps
          key={editing}
          defaults={formValues(user.data.store_id, current)}
          currency={user.data.currency_name}
          onSaved={(answer) => {
            setSaved(answer);
            setEditing(null);
          }}
          onOpenPreShipment={(id) => {
            // One already handed over cannot be edited: the list shows it with its state.
            const row = list.data.list.find((entry) => entry.id === id);
            setEditing(row && !row.editable ? null : id);
          }}
        />
      </div>
    );
  }

  return (
    <div className="pre-shipment-page">
      {saved && <NoticeBar color="success" content={t('saved', { status: saved.status_text })} />}
      {saved?.drop_off_code && <DropOffCode code={saved.drop_off_code} />}
      <Button block color="primary" onClick={() => setEditing('new')}>
        {t('list.new')}
      </Button>
      {list.data.list.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <PreShipmentList
          list={list.data.list}
          onOpen={(id) => {
            const row = list.data.list.find((entry) => entry.id === id);
            setSaved(null);
            if (row?.editable) setEditing(id);
          }}
        />
      )}
    </div>
  );
}
