import { Tag } from 'antd-mobile';

const COLOURS: Record<string, string> = {
  pending: 'default',
  packing: 'warning',
  pay_now: 'danger',
  bank_pending: 'warning',
  paid: 'success',
  in_transit: 'primary',
  sorting: 'primary',
  collecting: 'primary',
  delivered: 'success',
  cancelled: 'default',
};

export function WaybillStatusTag({ status, name }: { status: string; name: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} fill="outline">
      {name}
    </Tag>
  );
}
