import { personName } from '@parcelway/domain';
import { Button, Dialog, List, Tag } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { logout, type UserInfo, useUserInfo } from '../../../lib/session';
import { LinkItem } from '../components/link-item';

/** A screen of the route table: its path and the key of its title in the `routes` namespace. */
interface MenuLink {
  titleKey: string;
  path: string;
}

const screen = (titleKey: string): MenuLink => ({ titleKey, path: `/pages/${titleKey.replace('.', '/')}` });

/** Every personal screen of SPEC §2, grouped as a customer looks for them. */
const MENU: { key: string; links: MenuLink[] }[] = [
  {
    key: 'account',
    links: [
      screen('personal.information'),
      screen('personal.warehouseDetail'),
      screen('submit.addressbook'),
      screen('personal.langCurrency'),
      screen('personal.subscribed'),
      screen('personal.resetpwd'),
    ],
  },
  {
    key: 'wallet',
    links: [
      screen('personal.accountBalance'),
      screen('personal.topUp'),
      screen('personal.bill'),
      screen('personal.log'),
      screen('personal.cupon'),
      screen('personal.member'),
      screen('personal.friend'),
      screen('personal.recMall'),
    ],
  },
  {
    key: 'shipping',
    links: [
      screen('personal.calculate'),
      screen('personal.predeclare'),
      screen('personal.preentryList'),
      screen('personal.parcelExService'),
      screen('personal.warehouseNews'),
    ],
  },
  { key: 'help', links: [screen('personal.needHelp'), screen('personal.closeAccount')] },
];

/** `extras` puts something beside a menu link, by its title key (the count of unread warehouse news, say). */
export default function PersonalIndexPage({ extras = {} }: { extras?: Partial<Record<string, ReactNode>> }) {
  const { t } = useTranslation(['account', 'common', 'routes']);
  const navigate = useNavigate();
  const user = useUserInfo();
  const [leaving, setLeaving] = useState(false);

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('personal.logoutConfirm'),
      confirmText: t('personal.logout'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    setLeaving(true);
    await logout();
    navigate(PATHS.emailLogin, { replace: true });
  };

  if (!user.data) {
    if (user.isError)
      return <LoadFailed className="account-state-block" error={user.error} onRetry={() => void user.refetch()} />;
    return <LoadingBlock className="account-loading" lines={6} />;
  }

  return (
    <div className="account-page">
      <ProfileCard user={user.data} />
      <List mode="card" header={t('personal.preferences')}>
        <LinkItem to={PATHS.warehouseDetail} extra={user.data.warehouse_name}>
          {t('personal.defaultWarehouse')}
        </LinkItem>
        <LinkItem to={PATHS.languageCurrency} extra={t(`common:languages.${user.data.language}`)}>
          {t('personal.language')}
        </LinkItem>
        <LinkItem to={PATHS.languageCurrency} extra={user.data.currency_name}>
          {t('personal.payCurrency')}
        </LinkItem>
      </List>
      {MENU.map((group) => (
        <nav key={group.key} aria-label={t(`personal.sections.${group.key}`)}>
          <List mode="card" header={t(`personal.sections.${group.key}`)}>
            {group.links.map((link) => (
              <LinkItem key={link.path} to={link.path} extra={extras[link.titleKey]}>
                {t(link.titleKey, { ns: 'routes' })}
              </LinkItem>
            ))}
          </List>
        </nav>
      ))}
      <div className="page-actions">
        <Button block size="large" color="danger" fill="outline" loading={leaving} onClick={() => void confirmLogout()}>
          {t('personal.logout')}
        </Button>
      </div>
    </div>
  );
}

function ProfileCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const name = personName(user.first_name, user.last_name);
  return (
    <section className="account-profile-card" aria-label={t('personal.profileCard')}>
      <div className="account-profile-head">
        <div className="account-avatar" aria-hidden>
          {(user.first_name[0] ?? '').toUpperCase()}
          {(user.last_name[0] ?? '').toUpperCase()}
        </div>
        <div className="account-profile-name">
          <h2>{name}</h2>
          <Tag color={user.level === 0 ? 'default' : 'warning'} round>
            {user.level === 0 ? t('personal.level.ordinary') : t('personal.level.member', { level: user.level })}
          </Tag>
        </div>
      </div>
      <div className="account-support-number">
        <div className="account-support-number-text">
          <span>{t('personal.supportNumber')}</span>
          <strong>{user.support_number}</strong>
        </div>
        <CopyButton text={user.support_number} label={t('personal.supportNumber')} />
      </div>
      <dl className="account-figures">
        <div>
          <dt>{t('personal.balance')}</dt>
          <dd>
            {user.balance} <small>{user.currency_name}</small>
          </dd>
        </div>
        <div>
          <dt>{t('personal.points')}</dt>
          <dd>{user.points}</dd>
        </div>
      </dl>
    </section>
  );
}
