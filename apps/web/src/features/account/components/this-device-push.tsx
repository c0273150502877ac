import { List, Switch, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePushConfig, useSetThisDevicePush, useThisDevicePush } from '../api/push';

/**
 * Notifications on this device: the switch subscribes the phone or computer in hand (the browser asks permission);
 * which messages arrive by push is the settings' push switches, as for email and SMS.
 */
export function ThisDevicePush() {
  const { t } = useTranslation('account');
  const config = usePushConfig();
  const device = useThisDevicePush();
  const setPush = useSetThisDevicePush();
  const publicKey = config.data?.public_key;
  if (!config.data?.enabled || !publicKey || !device.data) return null;

  const toggle = (on: boolean) => {
    setPush.mutate(
      { on, publicKey },
      {
        onSuccess: (outcome) => {
          if (outcome === 'denied') Toast.show({ icon: 'fail', content: t('subscribed.device.denied') });
          else if (outcome === 'unsupported') Toast.show({ icon: 'fail', content: t('subscribed.device.unsupported') });
          else Toast.show({ icon: 'success', content: t(on ? 'subscribed.device.on' : 'subscribed.device.off') });
        },
        onError: (error) => Toast.show({ icon: 'fail', content: error.message || t('subscribed.failed') }),
      },
    );
  };

  const label = t('subscribed.device.label');
  return (
    <List mode="card" header={t('subscribed.device.title')}>
      <List.Item
        description={device.data.supported ? t('subscribed.device.description') : t('subscribed.device.unsupported')}
        extra={
          <Switch
            checked={device.data.subscribed}
            disabled={!device.data.supported}
            loading={setPush.isPending}
            onChange={toggle}
            aria-label={label}
            tabIndex={0}
          />
        }
      >
        {label}
      </List.Item>
    </List>
  );
}
