import { Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { StaleAlert } from '../../../components/stale-alert.js';
import { useI18n } from '../../../lib/i18n.js';

/** A configuration record's form in a drawer: Cancel and Save above, kept open by a stray click beside it. */
export function EditDrawer(props: {
  open: boolean;
  title: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  stale: string | null;
  onReload: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Drawer
      open={props.open}
      width={880}
      title={props.title}
      onClose={props.onClose}
      destroyOnHidden
      maskClosable={false}
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={props.saving} onClick={props.onSave}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <StaleAlert message={props.stale} onReload={props.onReload} />
      {props.children}
    </Drawer>
  );
}
