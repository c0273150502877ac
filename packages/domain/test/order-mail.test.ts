import { describe, expect, it } from 'vitest';
import {
  findTrackingNumbers,
  forwardedShop,
  isPushServiceEndpoint,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  readTrackingNumber,
  shopOfAddress,
  subscribeConfigResponseSchema,
  subscriptionField,
} from '../src/index.js';

describe('findTrackingNumbers', () => {
  const order = [
    'Hi Mei, your order 112-4567890-1234567 has shipped!',
    'Order total: AUD 129.95. Call us on 1300 000 000 or 0412345678.',
    'Carrier: UPS',
    'Tracking number: 1Z999AA10123456784',
    'Also in this order: RR123456785CN (China Post) and RR123456784CN.',
    'FedEx tracking:',
    '986578788855',
    'Your invoice number is 986578788855 as well, and item 123456789012 is on its way.',
    'Track your parcel: https://auspost.example/track/ABC1234567',
  ].join('\n');

  it('takes the numbers whose check digit holds and lists what it could not confirm', () => {
    const numbers = findTrackingNumbers(order, readTrackingNumber);
    expect(numbers.found).toEqual([
      { number: '1Z999AA10123456784', carrier: 'ups' },
      { number: 'RR123456785CN', carrier: 'upu_post' },
      { number: '986578788855', carrier: 'fedex' },
    ]);
    expect(numbers.unread).toEqual([
      { number: 'RR123456784CN', reason: 'check_digit' },
      { number: 'ABC1234567', reason: 'unconfirmed' },
    ]);
  });

  it('ignores plain digits away from a tracking label, even when a check digit happens to hold', () => {
    // 986578788855 passes FedEx's check, but a bare 12-digit number is as often an order or invoice number.
    expect(findTrackingNumbers('Invoice 986578788855, phone 0412345678', readTrackingNumber)).toEqual({
      found: [],
      unread: [],
    });
  });

  it('reads lower-case copies as the same number, once', () => {
    const numbers = findTrackingNumbers('tracking 1z999aa10123456784\nagain 1Z999AA10123456784', readTrackingNumber);
    expect(numbers.found).toEqual([{ number: '1Z999AA10123456784', carrier: 'ups' }]);
  });

  it('finds Chinese and Japanese labels', () => {
    expect(findTrackingNumbers('快递单号：986578788855', readTrackingNumber).found).toHaveLength(1);
    expect(findTrackingNumbers('お問い合わせ番号 986578788855', readTrackingNumber).found).toHaveLength(1);
  });
});

describe('the shop of a forwarded order e-mail', () => {
  it('reads the forwarded message’s From line, by name or else by domain', () => {
    const gmail =
      'FYI\n\n---------- Forwarded message ---------\nFrom: Amazon.com.au <ship-confirm@amazon.com.au>\nDate: …';
    expect(forwardedShop(gmail)).toBe('Amazon.com.au');
    expect(forwardedShop('> From: orders@www.myer.com.au\n> Subject: shipped')).toBe('myer.com.au');
    expect(forwardedShop('发件人: "淘宝网" <service@taobao.com>')).toBe('淘宝网');
    expect(forwardedShop('No header here')).toBeNull();
  });

  it('names a shop from an address header', () => {
    expect(shopOfAddress('"JB Hi-Fi" <noreply@jbhifi.com.au>')).toBe('JB Hi-Fi');
    expect(shopOfAddress('<noreply@email.uniqlo.com>')).toBe('uniqlo.com');
  });
});

describe('push', () => {
  it('sends only to known push services, or to origins the operator names', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/QG')).toBe(true);
    expect(isPushServiceEndpoint('https://wns2-par02p.notify.windows.com/w/?token=1')).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(isPushServiceEndpoint('https://evil.example/fcm.googleapis.com')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:8080/push/1')).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:8080/push/1', ['http://127.0.0.1:8080'])).toBe(true);
    expect(isPushServiceEndpoint('not a url')).toBe(false);
  });

  it('has a setting per topic on each channel, push included', () => {
    expect(subscriptionField('parcel_arrived', 'push')).toBe('shipment_push');
    expect(subscriptionField('lottery_prize', 'push')).toBe('promotion_push');
  });

  it('gives every kind, a kind added later too, a stored setting on every channel', () => {
    const settings = Object.keys(subscribeConfigResponseSchema.shape);
    for (const kind of NOTIFICATION_KINDS)
      for (const channel of NOTIFICATION_CHANNELS) expect(settings).toContain(subscriptionField(kind, channel));
  });
});
