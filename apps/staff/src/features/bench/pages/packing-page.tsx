import type { StaffQueueWaybill, UploadedFile } from '@parcelway/domain';
import { Alert, App, Button, Card, Drawer, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PhotoField } from '../../../components/photo-field.js';
import {
  hasWeighingPhotos,
  NO_WEIGHING_PHOTOS,
  WeighingPhotos,
  type WeighingPhotoValue,
} from '../../../components/weighing-photos.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useWaybillQueue } from '../../../lib/queues.js';
import { usePack } from '../api.js';

interface PackForm {
  weight: number;
  length: number;
  width: number;
  height: number;
  note?: string;
}

/** Waybills to pack, oldest first, each with its pick list; packing prices it and asks the customer to pay. */
export default function PackingPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const queue = useWaybillQueue('pack');
  const [open, setOpen] = useState<StaffQueueWaybill | null>(null);
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [weighing, setWeighing] = useState<WeighingPhotoValue>(NO_WEIGHING_PHOTOS);
  const [showMissing, setShowMissing] = useState(false);
  const [form] = Form.useForm<PackForm>();
  const pack = usePack();

  const start = (waybill: StaffQueueWaybill) => {
    pack.reset();
    form.resetFields();
    setPhotos([]);
    setWeighing(NO_WEIGHING_PHOTOS);
    setShowMissing(false);
    setOpen(waybill);
  };

  const submit = async (values: PackForm) => {
    if (!open) return;
    const [scale] = weighing.scale;
    const [tape] = weighing.tape;
    if (!scale || !tape) {
      setShowMissing(true);
      return;
    }
    await pack.mutateAsync({
      id: open.id,
      updated_at: open.updated_at,
      photos,
      scale_photo: scale.id,
      tape_photo: tape.id,
      ...values,
    });
    message.success(t('packing.done', { shipment: open.shipment_id ?? open.id }));
    setOpen(null);
  };

  const required = [{ required: true, message: t('common.required') }];
  return (
    <Card
      title={t('packing.title')}
      extra={<Button onClick={() => void queue.refetch()}>{t('common.refresh')}</Button>}
    >
      <Table<StaffQueueWaybill>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={queue.data ?? []}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('packing.shipment'), dataIndex: 'shipment_id' },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          {
            title: t('packing.pickList'),
            render: (_, row) => (
              <Space wrap>
                {row.parcels.map((parcel) => (
                  <Tag key={parcel.id}>
                    {parcel.tracking_number}
                    {parcel.weight_kg === null ? '' : ` · ${parcel.weight_kg} kg`}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('packing.cartons'), dataIndex: 'extra_cartons' },
          { title: t('common.age'), render: (_, row) => ageOf(row.submitted_at, t) },
          {
            title: '',
            render: (_, row) => (
              <Button type="primary" onClick={() => start(row)}>
                {t('packing.pack')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={520}
        title={t('packing.formTitle', { shipment: open?.shipment_id ?? open?.id ?? '' })}
        destroyOnHidden
        maskClosable={false}
      >
        {open && (
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
            <Form.Item label={t('packing.pickList')}>
              <Space wrap>
                {open.parcels.map((parcel) => (
                  <Tag key={parcel.id}>{parcel.tracking_number}</Tag>
                ))}
              </Space>
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('weighing.readHint')}</Typography.Paragraph>
            <Space size="large" wrap>
              <Form.Item name="weight" label={t('packing.finalWeight')} rules={required}>
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
            <Form.Item name="note" label={t('checkIn.note')}>
              <Input.TextArea maxLength={1000} rows={2} />
            </Form.Item>
            <WeighingPhotos
              value={weighing}
              onChange={setWeighing}
              required
              showErrors={showMissing && !hasWeighingPhotos(weighing)}
            />
            <Form.Item label={t('photos.label')}>
              <PhotoField value={photos} onChange={setPhotos} />
            </Form.Item>
            {pack.error && <Alert type="error" showIcon message={pack.error.message} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" loading={pack.isPending}>
              {t('packing.submit')}
            </Button>
          </Form>
        )}
      </Drawer>
    </Card>
  );
}
