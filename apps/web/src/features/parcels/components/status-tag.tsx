import { Tag } from 'antd-mobile';
import { parcelTagColour } from '../utils/status';

/** The parcel's state as the server names it ("Being confirmed" while staff confirm a claimed parcel). */
export function StatusTag({ parcel }: { parcel: { status: number; status_name: string; being_confirmed: boolean } }) {
  return (
    <Tag color={parcelTagColour(parcel)} fill="outline">
      {parcel.status_name}
    </Tag>
  );
}
