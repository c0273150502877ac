import { Steps } from 'antd-mobile';
import { formatTimestamp } from '../lib/format';

/** One step of a parcel's or a waybill's history: what happened and when. */
export interface TimelineEvent {
  id: number | string;
  text: string;
  time: string;
  /** Where it happened, when known. */
  place?: string;
  /** Something stopped the shipment here (held by customs, a failed attempt): shown in the error colour. */
  problem?: boolean;
}

/** The steps so far, newest first, the newest one highlighted. */
export function EventTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <Steps direction="vertical" current={0}>
      {[...events].reverse().map((event, index) => (
        <Steps.Step
          key={event.id}
          status={event.problem ? 'error' : index === 0 ? 'process' : 'finish'}
          title={event.text}
          description={event.place ? `${event.place} · ${formatTimestamp(event.time)}` : formatTimestamp(event.time)}
        />
      ))}
    </Steps>
  );
}
