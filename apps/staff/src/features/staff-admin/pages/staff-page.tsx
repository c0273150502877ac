import { isStrongPassword, STAFF_ROLE_NAMES, type StaffMember, type StaffRoleName } from '@parcelway/domain';
import { App, Button, Card, Form, Input, Modal, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.js';
import { useI18n } from '../../../lib/i18n.js';
import { useMe, useWarehouses } from '../../../lib/me.js';
import { useCreateStaff, useStaffAccounts, useUpdateStaff } from '../api.js';

interface AccountForm {
  email: string;
  password?: string;
  role: StaffRoleName;
  store_ids?: number[];
}

/**
 * Admin's staff accounts: create one with a role (a warehouse operator with their warehouses), change the role or the
 * warehouses, reset the password, switch an account off (its sessions end at the next request). Audited on the server.
 */
export default function StaffPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const me = useMe();
  const accounts = useStaffAccounts();
  const warehouses = useWarehouses();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [form] = Form.useForm<AccountForm>();
  const role = Form.useWatch('role', form);

  const open = (account: StaffMember | 'new') => {
    setEditing(account);
    form.setFieldsValue(
      account === 'new'
        ? { email: '', password: '', role: 'support', store_ids: [] }
        : { email: account.email, password: '', role: account.role, store_ids: account.store_ids },
    );
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0)
      form.setFields(
        Object.entries(error.fields).map(([name, text]) => ({ name: name as keyof AccountForm, errors: [text] })),
      );
    else message.error(error instanceof Error ? error.message : String(error));
  };

  const submit = async (values: AccountForm) => {
    const stores = values.role === 'warehouse' ? (values.store_ids ?? []) : undefined;
    try {
      if (editing === 'new') {
        await create.mutateAsync({
          email: values.email.trim(),
          password: values.password ?? '',
          role: values.role,
          store_ids: stores,
        });
      } else if (editing) {
        await update.mutateAsync({
          id: editing.id,
          role: values.role,
          store_ids: stores,
          ...(values.password ? { password: values.password } : {}),
        });
      }
      message.success(t('staff.saved'));
      setEditing(null);
    } catch (error) {
      failed(error);
    }
  };

  const toggle = async (account: StaffMember, active: boolean) => {
    try {
      await update.mutateAsync({ id: account.id, active });
      message.success(t(active ? 'staff.activated' : 'staff.deactivated'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const nameOf = (storeId: number) =>
    warehouses.data?.find((warehouse) => warehouse.store_id === storeId)?.name ?? String(storeId);

  return (
    <Card
      title={t('staff.title')}
      extra={
        <Button type="primary" onClick={() => open('new')}>
          {t('staff.add')}
        </Button>
      }
    >
      <Table<StaffMember>
        rowKey="id"
        loading={accounts.isLoading}
        dataSource={accounts.data ?? []}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('signIn.email'), dataIndex: 'email' },
          { title: t('staff.role'), render: (_, row) => <Tag color="blue">{t(`app.role.${row.role}`)}</Tag> },
          {
            title: t('staff.warehouses'),
            render: (_, row) => row.store_ids.map((id) => <Tag key={id}>{nameOf(id)}</Tag>),
          },
          {
            title: t('staff.active'),
            render: (_, row) => (
              <Switch
                checked={row.active}
                aria-label={t('staff.activeOf', { email: row.email })}
                // Nobody switches their own account off: the console would lock them out mid-click.
                disabled={row.id === me.data?.staff_id}
                loading={update.isPending}
                onChange={(checked) => void toggle(row, checked)}
              />
            ),
          },
          {
            title: '',
            render: (_, row) => <Button onClick={() => open(row)}>{t('staff.edit')}</Button>,
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('staff.add') : t('staff.editTitle', { email: editing?.email ?? '' })}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={create.isPending || update.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        maskClosable={false}
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="email"
            label={t('signIn.email')}
            rules={[{ required: true, type: 'email', message: t('common.required') }]}
          >
            <Input autoComplete="off" disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item
            name="password"
            label={editing === 'new' ? t('signIn.password') : t('staff.newPassword')}
            extra={t('staff.passwordHint')}
            rules={[
              { required: editing === 'new', message: t('common.required') },
              {
                // The server's rule (the domain's), so the form refuses what the server would.
                validator: (_, value: string | undefined) =>
                  !value || isStrongPassword(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('staff.passwordHint'))),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="role" label={t('staff.role')} rules={[{ required: true }]}>
            <Select options={STAFF_ROLE_NAMES.map((name) => ({ value: name, label: t(`app.role.${name}`) }))} />
          </Form.Item>
          {role === 'warehouse' && (
            <Form.Item
              name="store_ids"
              label={t('staff.warehouses')}
              rules={[{ required: true, type: 'array', min: 1, message: t('staff.storesRequired') }]}
            >
              <Select
                mode="multiple"
                options={(warehouses.data ?? []).map((warehouse) => ({
                  value: warehouse.store_id,
                  label: warehouse.name,
                }))}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
