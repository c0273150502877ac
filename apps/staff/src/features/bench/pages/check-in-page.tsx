import type { CheckIn, CheckInOutcome, UploadedFile } from '@parcelway/domain';
import type { GetRef, InputRef } from 'antd';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, List, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PhotoField } from '../../../components/photo-field.js';
import { WarehouseSelect } from '../../../components/warehouse-select.js';
import {
  NO_WEIGHING_PHOTOS,
  WeighingPhotos,
  type WeighingPhotoValue,
  weighingPhotoIds,
} from '../../../components/weighing-photos.js';
import { openPdf } from '../../../lib/api.js';
import { useI18n } from '../../../lib/i18n.js';
import { useMe } from '../../../lib/me.js';
import { useCheckIn } from '../api.js';

interface CheckInForm {
  store_id: number;
  tracking_number: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  customer?: string;
  note?: string;
}

/** Outcomes after which the parcel has its owner: the others wait for a claim or were already in. */
const OWNED_OUTCOMES = new Set<CheckInOutcome>(['matched_pre_alert', 'assigned_by_label']);

/**
 * The check-in bench. A keyboard-wedge scanner types the tracking number and presses Enter: Enter in that field
 * moves to the weight instead of sending the form, so a scan never checks in a parcel without its measurements.
 */
export default function CheckInPage() {
  const { t } = useI18n();
  const me = useMe();
  const [form] = Form.useForm<CheckInForm>();
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [weighing, setWeighing] = useState<WeighingPhotoValue>(NO_WEIGHING_PHOTOS);
  const [recent, setRecent] = useState<CheckIn[]>([]);
  const tracking = useRef<InputRef>(null);
  const weight = useRef<GetRef<typeof InputNumber>>(null);
  const checkIn = useCheckIn();
  const { message } = App.useApp();
  const [printing, setPrinting] = useState<number | null>(null);

  const printLabel = async (parcelId: number) => {
    setPrinting(parcelId);
    try {
      await openPdf(`/ops/parcels/${parcelId}/label.pdf`);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPrinting(null);
    }
  };

  useEffect(() => {
    const first = me.data?.store_ids[0];
    if (first !== undefined && form.getFieldValue('store_id') === undefined) form.setFieldValue('store_id', first);
  }, [me.data, form]);

  const submit = async (values: CheckInForm) => {
    const result = await checkIn.mutateAsync({ ...values, photos, ...weighingPhotoIds(weighing) });
    setRecent((list) => [result, ...list].slice(0, 20));
    form.resetFields(['tracking_number', 'weight', 'length', 'width', 'height', 'customer', 'note']);
    setPhotos([]);
    setWeighing(NO_WEIGHING_PHOTOS);
    tracking.current?.focus();
  };

  const required = [{ required: true, message: t('common.required') }];
  return (
    <Row gutter={24}>
      <Col span={14}>
        <Card title={t('checkIn.title')}>
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values).catch(() => undefined)}
            initialValues={{ store_id: 1 }}
          >
            <Form.Item name="store_id" label={t('common.warehouse')} rules={required}>
              <WarehouseSelect />
            </Form.Item>
            <Form.Item name="tracking_number" label={t('checkIn.tracking')} rules={required}>
              <Input
                ref={tracking}
                autoFocus
                size="large"
                autoComplete="off"
                onPressEnter={(event) => {
                  event.preventDefault();
                  weight.current?.focus();
                }}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('weighing.readHint')}</Typography.Paragraph>
            <Space size="large" wrap>
              <Form.Item name="weight" label={t('checkIn.weight')} rules={required}>
                <InputNumber ref={weight} min={0.001} max={1000} step={0.1} />
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
            <Form.Item name="customer" label={t('checkIn.customer')}>
              <Input autoComplete="off" maxLength={20} />
            </Form.Item>
            <Form.Item name="note" label={t('checkIn.note')}>
              <Input.TextArea maxLength={1000} rows={2} />
            </Form.Item>
            <Form.Item label={t('photos.label')}>
              <PhotoField value={photos} onChange={setPhotos} />
            </Form.Item>
            <WeighingPhotos value={weighing} onChange={setWeighing} required={false} />
            {checkIn.error && (
              <Alert type="error" showIcon message={checkIn.error.message} style={{ marginBottom: 16 }} />
            )}
            <Button type="primary" htmlType="submit" size="large" loading={checkIn.isPending}>
              {t('checkIn.submit')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col span={10}>
        <Card title={t('checkIn.recent')}>
          <List
            dataSource={recent}
            locale={{ emptyText: t('common.empty') }}
            renderItem={(result) => (
              <List.Item
                actions={[
                  <Button
                    key="label"
                    onClick={() => void printLabel(result.parcel.id)}
                    loading={printing === result.parcel.id}
                    aria-label={t('checkIn.printLabelOf', { tracking: result.parcel.tracking_number })}
                  >
                    {t('checkIn.printLabel')}
                  </Button>,
                ]}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>
                    {t('checkIn.done', { tracking: result.parcel.tracking_number })}
                  </Typography.Text>
                  <Tag color={OWNED_OUTCOMES.has(result.outcome) ? 'green' : 'orange'}>
                    {t(`checkIn.outcome.${result.outcome}`)}
                  </Tag>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
