import type { ForwardedMail } from '@parcelway/domain';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { formatTimestamp } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useInboundMails } from '../api/get-inbound-mails';

/** The latest forwarded e-mails the card lists; the rest stay in the mails the customer got back. */
const SHOWN = 3;

function MailResult({ mail }: { mail: ForwardedMail }) {
  const { t } = useTranslation('parcels');
  const counts = [
    mail.created.length > 0 && t('forwarded.summary.created', { count: mail.created.length }),
    mail.existing.length > 0 && t('forwarded.summary.existing', { count: mail.existing.length }),
    mail.unread.length > 0 && t('forwarded.summary.unread', { count: mail.unread.length }),
  ].filter(Boolean);
  const summary = counts.length > 0 ? counts.join(' · ') : t('forwarded.summary.none');
  return (
    <List.Item description={`${formatTimestamp(mail.received_at)} · ${summary}`}>
      <span className="forwarded-title">{mail.shop ?? mail.subject}</span>
      <ul className="forwarded-numbers">
        {mail.created.map((entry) => (
          <li key={entry.tracking_number}>
            <Link to={`${PATHS.parcelDetail}?id=${entry.parcel_id}`}>{entry.tracking_number}</Link>{' '}
            {t('forwarded.created')}
          </li>
        ))}
        {mail.unread.map((entry) => (
          <li key={entry.tracking_number} className="forwarded-unread">
            {entry.tracking_number} {t(`forwarded.unread.${entry.reason}`)}
          </li>
        ))}
      </ul>
    </List.Item>
  );
}

/**
 * Pre-alert by e-mail: the customer's inbound address to forward a shop's order e-mail to, and what became of the
 * latest ones. Nothing shows where the server takes no mail.
 */
export function ForwardedMails() {
  const { t } = useTranslation('parcels');
  const mails = useInboundMails();
  const address = mails.data?.address;
  if (!address) return null;
  return (
    <List mode="card" header={t('forwarded.title')} className="forwarded-mails">
      <List.Item description={t('forwarded.how')} extra={<CopyButton text={address} label={t('forwarded.title')} />}>
        <span className="forwarded-address">{address}</span>
      </List.Item>
      {mails.data?.list.slice(0, SHOWN).map((mail) => (
        <MailResult key={mail.id} mail={mail} />
      ))}
    </List>
  );
}
