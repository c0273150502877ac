import { FREE_STORAGE_DAYS, INBOUND_BUSINESS_DAYS } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { HelpCentreLink } from '../components/help-centre-link';
import '../content.css';

/** The guide's steps in the order a parcel travels, each with the screen where the customer does it. */
const STEPS = [
  { key: 'address', to: PATHS.warehouseDetail },
  { key: 'shop', to: PATHS.recMall },
  { key: 'preAlert', to: PATHS.preAlertAdd },
  { key: 'checkIn', to: `${PATHS.parcelList}?tab=arrived` },
  { key: 'consolidate', to: PATHS.waybillChooseParcel },
  { key: 'pay', to: `${PATHS.waybillList}?status=pay_now` },
  { key: 'track', to: `${PATHS.waybillList}?status=in_transit` },
] as const;

/**
 * How Parcelway works (SPEC §2 index/tutorial): from the shopping address to the recipient's door, one step at a time,
 * each with a link to the screen where it is done and the figures the customer needs at that step.
 */
export default function TutorialPage() {
  const { t } = useTranslation('content');
  const user = useUserInfo();
  const facts = {
    number: user.data?.support_number ?? '',
    inboundMin: INBOUND_BUSINESS_DAYS.min,
    inboundMax: INBOUND_BUSINESS_DAYS.max,
    freeDays: FREE_STORAGE_DAYS,
  };
  return (
    <div className="content-page">
      <p className="content-tutorial-intro">{t('tutorial.intro')}</p>
      <ol className="content-tutorial" aria-label={t('tutorial.stepsLabel')}>
        {STEPS.map((step, index) => (
          <li key={step.key} className="content-tutorial-step">
            <span className="content-tutorial-number" aria-hidden>
              {index + 1}
            </span>
            <div>
              <h2>{t(`tutorial.steps.${step.key}.title`)}</h2>
              <p>{t(`tutorial.steps.${step.key}.text`, facts)}</p>
              <Link className="content-tutorial-action" to={step.to}>
                {t(`tutorial.steps.${step.key}.action`)} →
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <HelpCentreLink />
    </div>
  );
}
