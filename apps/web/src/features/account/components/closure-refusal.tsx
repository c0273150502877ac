import { type ClosureBlockers, closureBlockersSchema } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes-paths';

/** Why the server will not close the account yet, and what holds it. */
export interface ClosureRefusal {
  message: string;
  blocking: ClosureBlockers | null;
}

/** A refusal of closure (422 with what holds it), or null for any other failure. */
export function closureRefusalOf(error: unknown): ClosureRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const data = error.data as { blocking?: unknown } | undefined;
  const blocking = closureBlockersSchema.safeParse(data?.blocking);
  return { message: error.message, blocking: blocking.success ? blocking.data : null };
}

/**
 * The server's reason, kept on the screen (a toast is gone before it is read), with a way to each thing that holds
 * the closure and to support.
 */
export function ClosureRefusalNotice({ refusal }: { refusal: ClosureRefusal }) {
  const { t } = useTranslation('account');
  const { blocking } = refusal;
  const ways = [
    { shown: blocking?.parcels, to: PATHS.parcelList, text: t('closeAccount.blocking.parcels') },
    { shown: blocking?.waybills, to: PATHS.waybillList, text: t('closeAccount.blocking.waybills') },
    { shown: blocking?.payments, to: PATHS.rechargeRecord, text: t('closeAccount.blocking.payments') },
    { shown: blocking?.balance, to: PATHS.accountBalance, text: t('closeAccount.blocking.balance') },
    { shown: true, to: PATHS.needHelp, text: t('closeAccount.blocking.contact') },
  ];
  return (
    <section className="account-notice" role="alert" aria-label={t('closeAccount.blocking.title')}>
      <h2>{t('closeAccount.blocking.title')}</h2>
      <p>{refusal.message}</p>
      <ul className="account-notice-links">
        {ways
          .filter((way) => way.shown)
          .map((way) => (
            <li key={way.to}>
              <Link to={way.to}>{way.text}</Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
