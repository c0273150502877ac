import { type CancelledWaybill, STAFF_CANCEL_REASON_MAX_LENGTH } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { post } from '../lib/api.js';
import { useI18n } from '../lib/i18n.js';

/** POST /ops/waybills/:id/cancel: every list that shows the waybill, and the day's numbers, read it afresh after. */
function useCancelWaybill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      post<CancelledWaybill>(`/ops/waybills/${id}/cancel`, { reason }),
    onSettled: () =>
      Promise.all(
        [
          ['ops', 'waybills'],
          ['ops', 'customer'],
          ['ops', 'dashboard'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/**
 * Staff cancel a paid waybill that has not left the warehouse: the reason (the customer reads it) in a modal, then a
 * confirmation, since the money goes back to the balance and the parcels back on the shelf at once. The server's
 * refusal (not paid, already dispatched, already cancelled, combined box done) shows in the modal.
 */
export function CancelWaybillButton(props: { id: number; label: string }) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelWaybill();

  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const confirm = ({ reason }: { reason: string }) =>
    modal.confirm({
      title: t('waybillCancel.confirmTitle', { shipment: props.label }),
      content: t('waybillCancel.confirmText'),
      okText: t('waybillCancel.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('waybillCancel.keep'),
      onOk: async () => {
        setProblem(null);
        try {
          const done = await cancel.mutateAsync({ id: props.id, reason: reason.trim() });
          message.success(
            t('waybillCancel.done', {
              shipment: props.label,
              refund: `${done.refund.currency} ${done.refund.amount}`,
            }),
          );
          form.resetFields();
          close();
        } catch (error) {
          setProblem(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('waybillCancel.action')}
      </Button>
      <Modal
        open={open}
        title={t('waybillCancel.title', { shipment: props.label })}
        okText={t('waybillCancel.next')}
        okButtonProps={{ danger: true }}
        cancelText={t('waybillCancel.keep')}
        confirmLoading={cancel.isPending}
        onCancel={close}
        onOk={() => form.submit()}
        destroyOnHidden
        maskClosable={false}
      >
        <Typography.Paragraph type="secondary">{t('waybillCancel.explain')}</Typography.Paragraph>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={confirm}>
          <Form.Item
            name="reason"
            label={t('waybillCancel.reason')}
            rules={[{ required: true, whitespace: true, message: t('waybillCancel.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={STAFF_CANCEL_REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
