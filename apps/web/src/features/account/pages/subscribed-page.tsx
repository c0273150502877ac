import type { SubscribeConfig } from '@parcelway/domain';
import { List, Switch, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useSubscribeConfig } from '../api/get-subscribe-config';
import { useUpdateSubscribeConfig } from '../api/update-subscribe-config';
import { ThisDevicePush } from '../components/this-device-push';

type Setting = keyof SubscribeConfig;

const GROUPS: { key: 'shipment' | 'promotion'; settings: Setting[] }[] = [
  { key: 'shipment', settings: ['shipment_email', 'shipment_sms', 'shipment_push'] },
  { key: 'promotion', settings: ['promotion_email', 'promotion_sms', 'promotion_push'] },
];

/**
 * Notifications: which messages arrive by email, SMS and push, and whether this device takes pushes. Each switch saves
 * at once and goes back on failure.
 */
export default function SubscribedPage() {
  const { t } = useTranslation('account');
  const config = useSubscribeConfig();
  const update = useUpdateSubscribeConfig();

  if (config.isPending) return <LoadingBlock className="account-loading" lines={4} />;
  if (config.isError)
    return <LoadFailed className="account-state-block" error={config.error} onRetry={() => void config.refetch()} />;

  const toggle = (setting: Setting, checked: boolean) => {
    update.mutate(
      { ...config.data, [setting]: checked },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: t('subscribed.saved') }),
        onError: (error) => Toast.show({ icon: 'fail', content: error.message || t('subscribed.failed') }),
      },
    );
  };

  return (
    <div className="account-page">
      <p className="page-section account-hint">{t('subscribed.intro')}</p>
      <ThisDevicePush />
      {GROUPS.map((group) => (
        <List key={group.key} mode="card" header={t(`subscribed.groups.${group.key}.title`)}>
          {group.settings.map((setting) => {
            const label = t(`subscribed.settings.${setting}`);
            return (
              <List.Item
                key={setting}
                description={t(`subscribed.groups.${group.key}.description`)}
                extra={
                  <Switch
                    checked={config.data[setting]}
                    onChange={(checked) => toggle(setting, checked)}
                    aria-label={label}
                    tabIndex={0}
                  />
                }
              >
                {label}
              </List.Item>
            );
          })}
        </List>
      ))}
    </div>
  );
}
