import { SHIPMENT_CLAIM_STAFF_TEXT_MAX, type StaffClaimDetail } from '@parcelway/domain';
import { App, Button, Descriptions, Divider, Drawer, Image, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../lib/api.js';
import { ageOf } from '../../lib/format.js';
import { useI18n } from '../../lib/i18n.js';
import { mayUse, useMe } from '../../lib/me.js';
import { type ClaimMove, useClaimDetail, useMoveClaim } from './api.js';

/** A claim opened from the queue: what the customer claims and shows, the rule's figure, its history, the moves. */
export function ClaimDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useI18n();
  const claim = useClaimDetail(id);
  return (
    <Drawer
      open
      onClose={onClose}
      width={720}
      title={claim.data ? t('shipmentClaims.detailTitle', { id: claim.data.id, shipment: claim.data.shipment_no }) : ''}
    >
      {claim.isLoading && <Spin />}
      {claim.isError && <Typography.Text type="danger">{(claim.error as Error).message}</Typography.Text>}
      {claim.data && <ClaimView claim={claim.data} />}
    </Drawer>
  );
}

function ClaimView({ claim }: { claim: StaffClaimDetail }) {
  const { t, formatTime } = useI18n();
  const money = (amount: string, currency: string) => `${currency} ${amount}`;
  const { compensation } = claim;
  const open = claim.status === 'under_review' || claim.status === 'needs_information';
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Tag color={claim.overdue ? 'red' : 'blue'}>{claim.status_name}</Tag>
        <Tag>{claim.reason_name}</Tag>
        <Tag color={claim.insured ? 'green' : 'default'}>
          {t(claim.insured ? 'shipmentClaims.insured' : 'shipmentClaims.uninsured')}
        </Tag>
        {claim.due_at && (
          <Typography.Text type={claim.overdue ? 'danger' : undefined}>
            {t('shipmentClaims.dueAt', { due: formatTime(claim.due_at, 'dateTime') })}
            {claim.overdue && ` · ${t('shipmentClaims.overdueBy', { age: ageOf(claim.due_at, t) })}`}
          </Typography.Text>
        )}
      </Space>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('common.customer')}>{claim.customer_id}</Descriptions.Item>
        <Descriptions.Item label={t('common.warehouse')}>{claim.store_id}</Descriptions.Item>
        <Descriptions.Item label={t('shipmentClaims.line')}>{claim.line_name}</Descriptions.Item>
        <Descriptions.Item label={t('shipmentClaims.carrierTracking')}>
          {claim.carrier_tracking ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipmentClaims.affectedValue')}>
          {money(compensation.affected_value, compensation.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipmentClaims.covered')}>
          {money(compensation.value_covered, compensation.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipmentClaims.freight')}>
          {money(compensation.freight_share, compensation.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipmentClaims.ruleAmount')}>
          <Typography.Text strong>{money(compensation.amount, compensation.paid_currency)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('shipmentClaims.items')}</Typography.Title>
        {claim.items.map((item) => (
          <div key={item.index}>
            {t('shipmentClaims.itemLine', {
              name: item.name,
              affected: item.affected,
              quantity: item.quantity,
              value: money(item.value, compensation.currency),
            })}
          </div>
        ))}
      </div>
      <div>
        <Typography.Title level={5}>{t('shipmentClaims.description')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{claim.description}</Typography.Paragraph>
      </div>
      <div>
        <Typography.Title level={5}>{t('shipmentClaims.evidence')}</Typography.Title>
        <Image.PreviewGroup>
          <Space wrap>
            {claim.photos.map((photo) => (
              <Image key={photo.id} src={photo.url} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
        {claim.video && (
          // biome-ignore lint/a11y/useMediaCaption: a customer's recording of their parcel, watched by staff
          <video src={claim.video.url} controls preload="metadata" style={{ width: '100%', maxHeight: 320 }} />
        )}
      </div>
      <div>
        <Typography.Title level={5}>{t('shipmentClaims.history')}</Typography.Title>
        <Timeline
          items={claim.timeline.map((entry) => ({
            children: (
              <>
                <Typography.Text strong>{t(`shipmentClaims.kind.${entry.kind}`)}</Typography.Text>{' '}
                <Typography.Text type="secondary">{formatTime(entry.at, 'dateTime')}</Typography.Text>
                {entry.text && entry.kind !== 'filed' && <div style={{ whiteSpace: 'pre-wrap' }}>{entry.text}</div>}
                {entry.kind === 'information_added' && entry.files.length > 0 && (
                  <Space wrap>
                    {entry.files.map((file) =>
                      file.mime.startsWith('image/') ? (
                        <Image key={file.id} src={file.url} width={64} height={64} />
                      ) : (
                        <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
                          {file.name}
                        </a>
                      ),
                    )}
                  </Space>
                )}
              </>
            ),
          }))}
        />
      </div>
      {open && <ClaimMoves claim={claim} />}
      {claim.decision && (
        <Typography.Text>
          {claim.decision.amount
            ? t('shipmentClaims.approved', { amount: money(claim.decision.amount, claim.currency) })
            : t('shipmentClaims.rejected')}{' '}
          · {claim.decision.reason}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The three moves: ask (stops the clock), approve with an amount and a reason (credits the balance), reject. Only
 * finance (and admins) decide, as on the server; customer service asks.
 */
function ClaimMoves({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useI18n();
  const me = useMe();
  const decides = mayUse(me.data?.role, ['finance']);
  const { message } = App.useApp();
  const move = useMoveClaim();
  const [ask, setAsk] = useState('');
  const [amount, setAmount] = useState(claim.compensation.amount);
  const [approveReason, setApproveReason] = useState('');
  const [rejectReason, setRejectReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = async (input: ClaimMove, done: string) => {
    setErrors({});
    try {
      await move.mutateAsync(input);
      message.success(done);
    } catch (error) {
      // Each move's fields apart: a rejection's missing reason is shown under the rejection's box, not the approval's.
      if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [`${input.move}.${field}`, text])),
        );
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const text = (value: string, onChange: (next: string) => void, label: string, field: string) => (
    <>
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        rows={2}
        maxLength={SHIPMENT_CLAIM_STAFF_TEXT_MAX}
        value={value}
        status={errors[field] ? 'error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors[field] && <Typography.Text type="danger">{errors[field]}</Typography.Text>}
    </>
  );
  const waiting = claim.status === 'needs_information';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Divider />
      {!waiting && (
        <>
          <Typography.Title level={5}>{t('shipmentClaims.ask')}</Typography.Title>
          {text(ask, setAsk, t('shipmentClaims.askMessage'), 'request-information.message')}
          <Button
            loading={move.isPending}
            onClick={() =>
              void run({ id: claim.id, move: 'request-information', body: { message: ask } }, t('shipmentClaims.asked'))
            }
          >
            {t('shipmentClaims.askSend')}
          </Button>
          {!decides && (
            <Typography.Paragraph type="secondary">{t('shipmentClaims.financeDecides')}</Typography.Paragraph>
          )}
        </>
      )}
      {!waiting && decides && (
        <>
          <Typography.Title level={5}>{t('shipmentClaims.approve')}</Typography.Title>
          <Input
            aria-label={t('shipmentClaims.approveAmount', { currency: claim.compensation.paid_currency })}
            addonBefore={claim.compensation.paid_currency}
            value={amount}
            status={errors['approve.amount'] ? 'error' : undefined}
            onChange={(event) => setAmount(event.target.value)}
            style={{ maxWidth: 240 }}
          />
          {errors['approve.amount'] && <Typography.Text type="danger">{errors['approve.amount']}</Typography.Text>}
          {text(approveReason, setApproveReason, t('shipmentClaims.approveReason'), 'approve.reason')}
          <Button
            type="primary"
            loading={move.isPending}
            onClick={() =>
              void run(
                { id: claim.id, move: 'approve', body: { amount, reason: approveReason } },
                t('shipmentClaims.approved', { amount: `${claim.compensation.paid_currency} ${amount}` }),
              )
            }
          >
            {t('shipmentClaims.approveSend')}
          </Button>
        </>
      )}
      {decides && (
        <>
          <Typography.Title level={5}>{t('shipmentClaims.reject')}</Typography.Title>
          {text(rejectReason, setRejectReason, t('shipmentClaims.rejectReason'), 'reject.reason')}
          <Button
            danger
            loading={move.isPending}
            onClick={() =>
              void run({ id: claim.id, move: 'reject', body: { reason: rejectReason } }, t('shipmentClaims.rejected'))
            }
          >
            {t('shipmentClaims.rejectSend')}
          </Button>
        </>
      )}
    </Space>
  );
}
