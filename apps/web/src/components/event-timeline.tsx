import { Steps } from 'antd-mobile';
import { formatTimestamp } from '../lib/format';

/** One step of a parcel's or a waybill's history: what happened and when. */
export interface TimelineEvent {
  id: number;
  text: string;
  time: string;
}

/** The steps so far, newest first, the newest one highlighted. */
export function EventTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <Steps direction="vertical" current={0}>
      {[...events].reverse().map((event, index) => (
        <Steps.Step
          key={event.id}
          status={index === 0 ? 'process' : 'finish'}
          title={event.text}
          description={formatTimestamp(event.time)}
        />
      ))}
    </Steps>
  );
}
