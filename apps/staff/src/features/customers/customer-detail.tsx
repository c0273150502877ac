import {
  CURRENCIES,
  STAFF_NOTE_MAX_LENGTH,
  type StaffAuditRow,
  type StaffCustomerParcel,
  type StaffCustomerSection,
  type StaffCustomerView,
  type StaffCustomerWaybill,
  type StaffLedgerEntry,
  type StaffPointEntry,
  type StaffSectionPage,
} from '@parcelway/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Spin,
  Statistic,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
} from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { CancelWaybillButton } from '../../components/cancel-waybill.js';
import { ApiError } from '../../lib/api.js';
import { useI18n } from '../../lib/i18n.js';
import { mayUse, useMe } from '../../lib/me.js';
import { useAddNote, useAdjustBalance, useCustomerSection, useCustomerView } from './api.js';

/** One sub-list: the first page from the view, later pages from its own route. */
function SectionTable<S extends StaffCustomerSection, Row extends object>(props: {
  customerId: number;
  section: S;
  first: StaffSectionPage<S> | null;
  columns: TableColumnsType<Row>;
}) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  // Where each page starts, learnt from the page before it (`next_cursor`): the next page then reads only its rows.
  const [cursors, setCursors] = useState<Record<number, number>>({});
  const later = useCustomerSection(props.customerId, props.section, page, cursors[page]);
  const data = page === 1 ? props.first : (later.data ?? null);
  if (props.first === null) return null;
  // Only from the page on screen: while the next one loads, the table still shows the one before.
  const settled = page === 1 || (later.data !== undefined && !later.isPlaceholderData);
  const nextCursor = settled && data !== null && 'next_cursor' in data ? data.next_cursor : null;
  const turnTo = (target: number) => {
    if (target === page + 1 && nextCursor !== null) setCursors({ ...cursors, [target]: nextCursor });
    setPage(target);
  };
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={page > 1 && later.isFetching}
      dataSource={(data?.list ?? []) as Row[]}
      columns={props.columns}
      locale={{ emptyText: t('customer.emptyList') }}
      pagination={{
        current: page,
        pageSize: 10,
        total: data?.total ?? props.first.total,
        onChange: turnTo,
        showSizeChanger: false,
      }}
    />
  );
}

/** A note the customer reads with the 'admin' label, on a parcel or a waybill. */
function NoteButton(props: { customerId: number; target: 'parcels' | 'waybills'; id: number; label: string }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddNote(props.customerId);
  const submit = async ({ content }: { content: string }) => {
    try {
      await add.mutateAsync({ target: props.target, id: props.id, content: content.trim() });
      message.success(t('customer.noteAdded'));
      form.resetFields();
      setOpen(false);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={t('customer.addNoteTo', { name: props.label })}>
        {t('customer.addNote')}
      </Button>
      <Modal
        open={open}
        title={t('customer.addNoteTo', { name: props.label })}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={add.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
        maskClosable={false}
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="content"
            label={t('customer.noteText')}
            extra={t('customer.noteHint')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input.TextArea rows={3} maxLength={STAFF_NOTE_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

interface AdjustForm {
  amount: string;
  currency: string;
  reason: string;
}

/**
 * Finance's balance adjustment. The Idempotency-Key is made when the form opens and kept until the server accepts:
 * a double click or a retry after a lost answer sends the same key, and the server applies the adjustment once.
 */
function AdjustBalance(props: { view: StaffCustomerView }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [key, setKey] = useState<string | null>(null);
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjustBalance(props.view.customer.id);
  const currencies = CURRENCIES.map((currency) => currency.code);
  // A second click while the first is on its way sends nothing (the server would answer it as a replay anyway).
  const sending = useRef(false);
  const submit = async (values: AdjustForm) => {
    if (!key || sending.current) return;
    sending.current = true;
    try {
      const done = await adjust.mutateAsync({ ...values, amount: values.amount.trim(), key });
      message.success(t('customer.adjusted', { balance: `${done.currency} ${done.balance}` }));
      form.resetFields();
      setKey(null);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setFields(
          Object.entries(error.fields).map(([name, text]) => ({ name: name as keyof AdjustForm, errors: [text] })),
        );
      } else message.error(error instanceof Error ? error.message : String(error));
    } finally {
      sending.current = false;
    }
  };
  return (
    <>
      <Button onClick={() => setKey(crypto.randomUUID())}>{t('customer.adjust')}</Button>
      <Modal
        open={key !== null}
        title={t('customer.adjustTitle')}
        okText={t('customer.adjustSubmit')}
        cancelText={t('common.cancel')}
        confirmLoading={adjust.isPending}
        onCancel={() => setKey(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        maskClosable={false}
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ currency: props.view.balances?.[0]?.currency ?? 'AUD' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="amount"
            label={t('customer.amount')}
            extra={t('customer.amountHint')}
            rules={[
              { required: true, message: t('common.required') },
              { pattern: /^-?\d{1,7}(\.\d{1,4})?$/, message: t('customer.amountInvalid') },
              {
                validator: (_, value: string | undefined) =>
                  value && Number(value) === 0
                    ? Promise.reject(new Error(t('customer.amountInvalid')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item name="currency" label={t('customer.currency')} rules={[{ required: true }]}>
            <Select options={currencies.map((code) => ({ value: code, label: code }))} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('common.reason')}
            extra={t('customer.reasonHint')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** A customer on one page: profile, balances and points, parcels, waybills, ledger and the staff audit of their records. */
export function CustomerDetail(props: { id: number; onBack: () => void }) {
  const { t, formatTime } = useI18n();
  const when = (time: string | null) => formatTime(time);
  const me = useMe();
  const role = me.data?.role;
  const view = useCustomerView(props.id);
  const canNote = mayUse(role, ['support', 'warehouse']);
  const canAdjust = mayUse(role, ['finance']);
  // Paid and still in the building: the warehouse may cancel it and refund the balance.
  const canCancel = mayUse(role, ['warehouse']);

  const back = <Button onClick={props.onBack}>{t('customer.back')}</Button>;
  if (view.isLoading) return <Spin />;
  if (view.error || !view.data)
    return (
      <Space direction="vertical">
        {back}
        <Alert type="error" showIcon message={view.error?.message ?? ''} />
      </Space>
    );
  const data = view.data;
  const id = data.customer.id;

  const parcelColumns: TableColumnsType<StaffCustomerParcel> = [
    { title: t('customer.parcel'), dataIndex: 'id' },
    { title: t('customer.tracking'), dataIndex: 'tracking_number' },
    { title: t('common.status'), dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
    { title: t('common.warehouse'), dataIndex: 'store_id' },
    { title: t('customer.weight'), dataIndex: 'weight_kg', render: (kg: number | null) => (kg === null ? '—' : kg) },
    { title: t('customer.received'), dataIndex: 'received_at', render: when },
    ...(canNote
      ? [
          {
            title: '',
            render: (_: unknown, row: StaffCustomerParcel) => (
              <NoteButton customerId={id} target="parcels" id={row.id} label={row.tracking_number} />
            ),
          },
        ]
      : []),
  ];
  const waybillColumns: TableColumnsType<StaffCustomerWaybill> = [
    { title: t('packing.shipment'), render: (_, row) => row.shipment_id ?? `#${row.id}` },
    { title: t('common.status'), dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
    { title: t('common.warehouse'), dataIndex: 'store_id' },
    { title: t('customer.total'), render: (_, row) => `${row.currency} ${row.total}` },
    { title: t('dispatch.carrierNumber'), dataIndex: 'carrier_tracking' },
    { title: t('customer.submitted'), dataIndex: 'submitted_at', render: when },
    ...(canNote
      ? [
          {
            title: '',
            render: (_: unknown, row: StaffCustomerWaybill) => (
              <NoteButton customerId={id} target="waybills" id={row.id} label={row.shipment_id ?? `#${row.id}`} />
            ),
          },
        ]
      : []),
    ...(canCancel
      ? [
          {
            title: '',
            render: (_: unknown, row: StaffCustomerWaybill) =>
              row.status === 'paid' ? (
                <CancelWaybillButton id={row.id} label={row.shipment_id ?? `#${row.id}`} />
              ) : null,
          },
        ]
      : []),
  ];
  const ledgerColumns: TableColumnsType<StaffLedgerEntry> = [
    { title: t('customer.time'), dataIndex: 'created_at', render: when },
    { title: t('customer.kind'), dataIndex: 'kind' },
    { title: t('customer.amount'), render: (_, row) => `${row.currency} ${row.amount}` },
    { title: t('customer.balanceAfter'), dataIndex: 'balance_after' },
    { title: t('customer.reference'), dataIndex: 'reference' },
  ];
  const pointColumns: TableColumnsType<StaffPointEntry> = [
    { title: t('customer.time'), dataIndex: 'created_at', render: when },
    { title: t('customer.kind'), dataIndex: 'kind' },
    { title: t('customer.points'), dataIndex: 'points' },
    { title: t('customer.pointsAfter'), dataIndex: 'points_after' },
    { title: t('customer.reference'), dataIndex: 'reference' },
  ];
  const auditColumns: TableColumnsType<StaffAuditRow> = [
    { title: t('customer.time'), dataIndex: 'created_at', render: when },
    { title: t('customer.staff'), dataIndex: 'staff_email' },
    { title: t('customer.action'), dataIndex: 'action' },
    { title: t('customer.record'), render: (_, row) => `${row.target_type} ${row.target_id}` },
    {
      title: t('customer.details'),
      render: (_, row) => <code style={{ fontSize: 12 }}>{JSON.stringify(row.details)}</code>,
    },
  ];

  const tabs: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'parcels',
      label: t('customer.tab.parcels', { count: data.parcels.total }),
      children: <SectionTable customerId={id} section="parcels" first={data.parcels} columns={parcelColumns} />,
    },
    {
      key: 'waybills',
      label: t('customer.tab.waybills', { count: data.waybills.total }),
      children: <SectionTable customerId={id} section="waybills" first={data.waybills} columns={waybillColumns} />,
    },
  ];
  if (data.ledger)
    tabs.push({
      key: 'ledger',
      label: t('customer.tab.ledger', { count: data.ledger.total }),
      children: <SectionTable customerId={id} section="ledger" first={data.ledger} columns={ledgerColumns} />,
    });
  if (data.points_ledger)
    tabs.push({
      key: 'points',
      label: t('customer.tab.points', { count: data.points_ledger.total }),
      children: <SectionTable customerId={id} section="points" first={data.points_ledger} columns={pointColumns} />,
    });
  if (data.audit)
    tabs.push({
      key: 'audit',
      label: t('customer.tab.audit', { count: data.audit.total }),
      children: <SectionTable customerId={id} section="audit" first={data.audit} columns={auditColumns} />,
    });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {back}
      <Card title={t('customer.title', { name: data.customer.name || data.customer.email })}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('customers.id')}>{data.customer.id}</Descriptions.Item>
          <Descriptions.Item label={t('signIn.email')}>{data.customer.email}</Descriptions.Item>
          <Descriptions.Item label={t('customers.phone')}>{data.customer.phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('common.warehouse')}>{data.customer.store_id}</Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>{data.customer.status}</Descriptions.Item>
          <Descriptions.Item label={t('customer.since')}>{when(data.customer.created_at)}</Descriptions.Item>
        </Descriptions>
        {data.balances && (
          <Space size="large" wrap style={{ marginTop: 16 }} align="end">
            {data.balances.length === 0 ? (
              <Statistic title={t('customer.balance')} value="0" />
            ) : (
              data.balances.map((wallet) => (
                <Statistic
                  key={wallet.currency}
                  title={t('customer.balanceIn', { currency: wallet.currency })}
                  value={wallet.balance}
                />
              ))
            )}
            <Statistic title={t('customer.points')} value={data.points ?? 0} />
            {canAdjust && <AdjustBalance view={data} />}
          </Space>
        )}
      </Card>
      <Card>
        <Tabs items={tabs} />
      </Card>
    </Space>
  );
}
