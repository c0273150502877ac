import { describe, expect, it } from 'vitest';
import { messages } from '../src/i18n/messages.js';
import {
  isOncePerWaybill,
  NOTIFICATION_KINDS,
  noticeOfParcelMove,
  notificationOfTrackingCode,
  notificationOfWaybillMove,
  PARCEL_STATUS,
  subscriptionField,
  TRACKING_STATUS_CODES,
} from '../src/index.js';

describe('which moves are announced', () => {
  it('announces the moments a customer waits for, and not their own steps', () => {
    expect(notificationOfWaybillMove('packing', 'pay_now')).toBe('waybill_awaiting_payment');
    expect(notificationOfWaybillMove('pay_now', 'paid')).toBe('waybill_paid');
    expect(notificationOfWaybillMove('bank_pending', 'paid')).toBe('waybill_paid');
    expect(notificationOfWaybillMove('paid', 'in_transit')).toBe('waybill_dispatched');
    expect(notificationOfWaybillMove('in_transit', 'sorting')).toBe('waybill_at_destination');
    expect(notificationOfWaybillMove('sorting', 'collecting')).toBe('waybill_ready_for_pickup');
    expect(notificationOfWaybillMove('collecting', 'delivered')).toBe('waybill_delivered');
    expect(notificationOfWaybillMove('pending', 'packing')).toBeNull();
    expect(notificationOfWaybillMove('pay_now', 'cancelled')).toBeNull();
    expect(notificationOfWaybillMove('pay_now', 'bank_pending')).toBeNull();
    // A rejected transfer back to pay_now is told by the rejection mail.
    expect(notificationOfWaybillMove('bank_pending', 'pay_now')).toBeNull();
  });

  it("announces a parcel's arrival on the shelf at check-in, not its going back there or its other moves", () => {
    expect(noticeOfParcelMove(PARCEL_STATUS.received, PARCEL_STATUS.inStock)).toBe('parcel_arrived');
    expect(noticeOfParcelMove(PARCEL_STATUS.processing, PARCEL_STATUS.inStock)).toBeNull();
    expect(noticeOfParcelMove(PARCEL_STATUS.preAlerted, PARCEL_STATUS.received)).toBeNull();
    expect(noticeOfParcelMove(PARCEL_STATUS.inStock, PARCEL_STATUS.processing)).toBeNull();
  });

  it('announces the problems and the arrivals among carrier and staff milestones, not their echo of dispatch', () => {
    const announced = TRACKING_STATUS_CODES.filter((code) => notificationOfTrackingCode(code) !== null);
    expect(announced.sort()).toEqual([
      'collecting',
      'customs_held',
      'delivered',
      'exception',
      'lost',
      'returned',
      'sorting',
    ]);
    expect(notificationOfTrackingCode('lost')).toBe('waybill_exception');
    // A failed attempt is a shipment alert, told once per attempt by the alerts, not as a problem each time.
    expect(notificationOfTrackingCode('failed_attempt')).toBeNull();
    expect(notificationOfTrackingCode('returned')).toBe('waybill_returned');
    expect(notificationOfTrackingCode('customs_held')).toBe('waybill_exception');
    expect(notificationOfTrackingCode('delivered')).toBe('waybill_delivered');
    expect(notificationOfTrackingCode('collecting')).toBe('waybill_ready_for_pickup');
    expect(notificationOfTrackingCode('in_transit')).toBeNull();
  });

  it('tells a waybill milestone once whoever reports it, and every new problem', () => {
    expect(isOncePerWaybill('waybill_delivered')).toBe(true);
    expect(isOncePerWaybill('waybill_paid')).toBe(true);
    expect(isOncePerWaybill('waybill_returned')).toBe(true);
    expect(isOncePerWaybill('waybill_exception')).toBe(false);
  });
});

describe('settings and sentences of every kind', () => {
  it('maps rewards onto the promotion pair of the profile settings and every other kind onto the shipment pair', () => {
    const rewards: readonly string[] = ['lottery_prize', 'points_expiring', 'points_expired'];
    for (const kind of NOTIFICATION_KINDS) {
      const topic = rewards.includes(kind) ? 'promotion' : 'shipment';
      expect(subscriptionField(kind, 'email')).toBe(`${topic}_email`);
      expect(subscriptionField(kind, 'sms')).toBe(`${topic}_sms`);
    }
    expect(NOTIFICATION_KINDS.filter((kind) => rewards.includes(kind))).toHaveLength(3);
  });

  it('has a subject, body, SMS and button sentence for every kind in en, cn and tw', () => {
    for (const language of ['en', 'cn', 'tw'] as const)
      for (const kind of NOTIFICATION_KINDS)
        for (const part of ['subject', 'body', 'sms', 'action'] as const) {
          const sentence = (messages[language] as Record<string, string>)[`notify.${kind}.${part}`];
          expect(sentence, `${language} notify.${kind}.${part}`).toBeTruthy();
          if (language !== 'en') expect(sentence).not.toBe(messages.en[`notify.${kind}.${part}`]);
        }
  });
});
