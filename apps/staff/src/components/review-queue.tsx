import { App, Button, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ageOf } from '../lib/format.js';
import { type MessageKey, useI18n } from '../lib/i18n.js';

/** The longest reason a rejection carries (the customer reads it). */
const REASON_MAX_LENGTH = 500;

export interface ReviewQueueProps<T extends { id: number }> {
  rows: T[];
  loading: boolean;
  /** What this queue shows of a row; the wait and the approve/reject actions follow. */
  columns: TableColumnsType<T>;
  /** Since when the row has waited for staff. */
  waitingSince: (row: T) => string;
  rejectTitle: MessageKey;
  /** Sends the decision: approval, or rejection with the reason the customer reads. */
  decide: (row: T, approve: boolean, reason?: string) => Promise<unknown>;
  deciding: boolean;
  /** The message once decided. */
  done: (approve: boolean) => string;
}

/**
 * A review queue's table: the queue's own columns, how long each row has waited, and approve or reject — a
 * rejection asks for the reason in a modal and cannot be sent without one. The server's refusal shows as a message.
 */
export function ReviewQueueTable<T extends { id: number }>(props: ReviewQueueProps<T>) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [reason, setReason] = useState('');

  /** Every rejection starts with an empty reason: the text of one that was cancelled never reaches another customer. */
  const openReject = (row: T) => {
    setReason('');
    setRejecting(row);
  };
  const closeReject = () => {
    setRejecting(null);
    setReason('');
  };

  const decide = async (row: T, approve: boolean, why?: string) => {
    try {
      await props.decide(row, approve, why);
      message.success(props.done(approve));
      closeReject();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <Table<T>
        rowKey="id"
        loading={props.loading}
        dataSource={props.rows}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          ...props.columns,
          { title: t('common.age'), render: (_, row) => ageOf(props.waitingSince(row), t) },
          {
            title: '',
            render: (_, row) => (
              <Space>
                <Button type="primary" onClick={() => void decide(row, true)} loading={props.deciding}>
                  {t('common.approve')}
                </Button>
                <Button danger onClick={() => openReject(row)}>
                  {t('common.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={t(props.rejectTitle)}
        okText={t('common.reject')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={props.deciding}
        maskClosable={false}
        onCancel={closeReject}
        onOk={() => rejecting && void decide(rejecting, false, reason.trim())}
      >
        <Input.TextArea
          aria-label={t('common.reason')}
          placeholder={t('transfers.reasonRequired')}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
