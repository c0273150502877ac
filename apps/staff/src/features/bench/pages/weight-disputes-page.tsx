import type { StaffWeightDispute, Weighing } from '@parcelway/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  InputNumber,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { WarehouseFilter } from '../../../components/queue-summary.js';
import {
  hasWeighingPhotos,
  NO_WEIGHING_PHOTOS,
  WeighingPhotos,
  type WeighingPhotoValue,
} from '../../../components/weighing-photos.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { type ReweighForm, useConfirmWeight, useReweigh, useWeightDisputes } from '../dispute-api.js';

/** What the customer says they measured: a weight, or three sides. */
function claimedText(dispute: StaffWeightDispute): string {
  const { claimed } = dispute;
  return dispute.subject === 'weight'
    ? `${claimed.weight ?? '—'} kg`
    : `${claimed.length ?? '—'} × ${claimed.width ?? '—'} × ${claimed.height ?? '—'} cm`;
}

/**
 * Weight disputes of the warehouse, the one due first on top (overdue ones marked): each opens beside the evidence of
 * the weighing disputed and the customer's claim, to weigh again with new photos or keep the figures with a reason.
 */
export default function WeightDisputesPage() {
  const { t, formatTime } = useI18n();
  const [storeId, setStoreId] = useState<number | undefined>();
  const disputes = useWeightDisputes(storeId);
  const [open, setOpen] = useState<StaffWeightDispute | null>(null);

  return (
    <Card
      title={t('disputes.title')}
      extra={
        <Space>
          <WarehouseFilter value={storeId} onChange={setStoreId} />
          <Button onClick={() => void disputes.refetch()}>{t('common.refresh')}</Button>
        </Space>
      }
    >
      <Table<StaffWeightDispute>
        rowKey="id"
        loading={disputes.isLoading}
        dataSource={disputes.data ?? []}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          {
            title: t('disputes.reference'),
            render: (_, row) => (
              <Space>
                {row.reference}
                <Tag>{t(`disputes.subject.${row.subject}`)}</Tag>
              </Space>
            ),
          },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          { title: t('disputes.claimed'), render: (_, row) => claimedText(row) },
          {
            title: t('disputes.recorded'),
            render: (_, row) =>
              [row.current.weight && `${row.current.weight} kg`, row.current.size].filter(Boolean).join(' · '),
          },
          { title: t('common.age'), render: (_, row) => ageOf(row.filed_at, t) },
          {
            title: t('disputes.due'),
            render: (_, row) => (
              <Space>
                {formatTime(row.due_at, 'dateTime')}
                {row.overdue && <Tag color="red">{t('disputes.overdue')}</Tag>}
              </Space>
            ),
          },
          {
            title: '',
            render: (_, row) => (
              <Button type="primary" onClick={() => setOpen(row)}>
                {t('disputes.decide')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={640}
        title={open ? t('disputes.formTitle', { reference: open.reference }) : ''}
        destroyOnHidden
        maskClosable={false}
      >
        {open && <Decision dispute={open} onDone={() => setOpen(null)} />}
      </Drawer>
    </Card>
  );
}

function Evidence({ weighing }: { weighing: Weighing | null }) {
  const { t, formatTime } = useI18n();
  if (!weighing) return <Alert type="info" message={t('disputes.noEvidence')} />;
  const { read, recorded } = weighing;
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('disputes.measuredAt')}>
        {formatTime(weighing.measured_at, 'dateTime')}
      </Descriptions.Item>
      <Descriptions.Item label={t('disputes.read')}>
        {t('disputes.readFigures', {
          grams: read.weight_grams,
          length: read.length_mm,
          width: read.width_mm,
          height: read.height_mm,
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('disputes.recorded')}>
        {`${recorded.weight} kg · ${recorded.length} × ${recorded.width} × ${recorded.height} cm`}
      </Descriptions.Item>
      <Descriptions.Item label={t('weighing.scalePhoto')}>
        {weighing.scale_photo ? <Image src={weighing.scale_photo.url} width={120} /> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('weighing.tapePhoto')}>
        {weighing.tape_photo ? <Image src={weighing.tape_photo.url} width={120} /> : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function Decision({ dispute, onDone }: { dispute: StaffWeightDispute; onDone: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const reweigh = useReweigh();
  const confirm = useConfirmWeight();
  const [photos, setPhotos] = useState<WeighingPhotoValue>(NO_WEIGHING_PHOTOS);
  const [showMissing, setShowMissing] = useState(false);
  const required = [{ required: true, message: t('common.required') }];

  const weighAgain = async (values: ReweighForm) => {
    const [scale] = photos.scale;
    const [tape] = photos.tape;
    if (!scale || !tape) {
      setShowMissing(true);
      return;
    }
    await reweigh.mutateAsync({ id: dispute.id, scale, tape, ...values });
    message.success(t('disputes.reweighed', { reference: dispute.reference }));
    onDone();
  };
  const keep = async (values: { reason: string }) => {
    await confirm.mutateAsync({ id: dispute.id, reason: values.reason });
    message.success(t('disputes.confirmed', { reference: dispute.reference }));
    onDone();
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card size="small" title={t('disputes.claim')}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('disputes.claimed')}>{claimedText(dispute)}</Descriptions.Item>
          {dispute.description && (
            <Descriptions.Item label={t('disputes.description')}>{dispute.description}</Descriptions.Item>
          )}
          {dispute.current.total && (
            <Descriptions.Item label={t('disputes.total')}>{dispute.current.total}</Descriptions.Item>
          )}
        </Descriptions>
        {dispute.photo && <Image src={dispute.photo.url} width={160} alt={t('disputes.customerPhoto')} />}
      </Card>
      <Card size="small" title={t('disputes.evidence')}>
        <Evidence weighing={dispute.disputed} />
      </Card>
      <Card size="small" title={t('disputes.reweigh')}>
        <Alert type="info" showIcon message={t('disputes.reweighHint')} style={{ marginBottom: 12 }} />
        <Form<ReweighForm> layout="vertical" onFinish={(values) => void weighAgain(values).catch(() => undefined)}>
          <Space size="large" wrap>
            <Form.Item name="weight" label={t('checkIn.weight')} rules={required}>
              <InputNumber min={0.001} max={1000} step={0.1} />
            </Form.Item>
            <Form.Item name="length" label={t('checkIn.length')} rules={required}>
              <InputNumber min={0.1} max={300} />
            </Form.Item>
            <Form.Item name="width" label={t('checkIn.width')} rules={required}>
              <InputNumber min={0.1} max={300} />
            </Form.Item>
            <Form.Item name="height" label={t('checkIn.height')} rules={required}>
              <InputNumber min={0.1} max={300} />
            </Form.Item>
          </Space>
          <WeighingPhotos
            value={photos}
            onChange={setPhotos}
            required
            showErrors={showMissing && !hasWeighingPhotos(photos)}
          />
          <Form.Item name="note" label={t('disputes.note')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          {reweigh.error && (
            <Alert type="error" showIcon message={reweigh.error.message} style={{ marginBottom: 12 }} />
          )}
          <Button type="primary" htmlType="submit" loading={reweigh.isPending}>
            {t('disputes.reweigh')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={t('disputes.confirm')}>
        <Form<{ reason: string }> layout="vertical" onFinish={(values) => void keep(values).catch(() => undefined)}>
          <Form.Item
            name="reason"
            label={t('disputes.confirmReason')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          {confirm.error && (
            <Alert type="error" showIcon message={confirm.error.message} style={{ marginBottom: 12 }} />
          )}
          <Button htmlType="submit" loading={confirm.isPending}>
            {t('disputes.confirm')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
