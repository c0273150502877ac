import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ParcelDetail } from '../api/types';

/** The parcel's steps so far, newest first. */
export function Timeline({ events }: { events: ParcelDetail['timeline'] }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-AU' : i18n.language === 'cn' ? 'zh-CN' : 'zh-TW';
  return (
    <Steps direction="vertical" current={0}>
      {[...events].reverse().map((event, index) => (
        <Steps.Step
          key={event.id}
          status={index === 0 ? 'process' : 'finish'}
          title={event.text}
          description={new Date(event.time).toLocaleString(locale)}
        />
      ))}
    </Steps>
  );
}
