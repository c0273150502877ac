import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addClaimInformationSchema,
  type ClaimEligibilityInput,
  type CompensationInput,
  canMoveShipmentClaim,
  claimCompensation,
  claimEligibility,
  fileShipmentClaimSchema,
  formatMajor,
  MAX_CLAIM_VIDEO_BYTES,
  MAX_UPLOAD_BYTES,
  type Money,
  parseMajor,
  SHIPMENT_CLAIM_STATUSES,
  shipmentClaimMoveProblem,
  silentDaysFor,
  sniffFileType,
  uploadProblem,
} from '../src/index.js';

const aud = (amount: string): Money => parseMajor(amount, 'AUD');
const shown = (value: Money) => `${value.currency} ${formatMajor(value)}`;

/** Two shirts declared at AU$300 together and a pair of shoes at AU$150, on a line insuring up to AU$2,000. */
const base: CompensationInput = {
  insured: true,
  declaration: [
    { quantity: 2, value: aud('300') },
    { quantity: 1, value: aud('150') },
  ],
  affected: [
    { index: 0, quantity: 2 },
    { index: 1, quantity: 1 },
  ],
  freight: aud('42.50'),
  maxInsurance: aud('2000'),
  standardLiability: aud('100'),
};

describe('compensation by rule', () => {
  it('insured, whole loss: the declared value and all the freight', () => {
    const result = claimCompensation(base);
    expect(shown(result.affectedValue)).toBe('AUD 450.00');
    expect(shown(result.freightShare)).toBe('AUD 42.50');
    expect(shown(result.total)).toBe('AUD 492.50');
    expect(result).toMatchObject({ basis: 'insured', capped: false });
  });

  it('insured, partial: one shirt of two, and its share of the freight rounded half-up to the cent', () => {
    const result = claimCompensation({ ...base, affected: [{ index: 0, quantity: 1 }] });
    expect(shown(result.affectedValue)).toBe('AUD 150.00');
    // 42.50 × 150 / 450 = 14.1666…
    expect(shown(result.freightShare)).toBe('AUD 14.17');
    expect(shown(result.total)).toBe('AUD 164.17');
  });

  it('insured, over the line’s maximum: the value is capped, the freight is not', () => {
    const result = claimCompensation({ ...base, maxInsurance: aud('400') });
    expect(shown(result.valueCovered)).toBe('AUD 400.00');
    expect(shown(result.total)).toBe('AUD 442.50');
    expect(result.capped).toBe(true);
  });

  it('uninsured: the declared value up to the line’s standard liability, no freight', () => {
    const whole = claimCompensation({ ...base, insured: false });
    expect(shown(whole.total)).toBe('AUD 100.00');
    expect(whole).toMatchObject({ basis: 'standard_liability', capped: true });
    expect(whole.freightShare.minor).toBe(0);
    const shoes = claimCompensation({ ...base, insured: false, affected: [{ index: 1, quantity: 1 }] });
    expect(shown(shoes.total)).toBe('AUD 100.00');
    const cheap = claimCompensation({
      ...base,
      insured: false,
      declaration: [{ quantity: 3, value: aud('90') }],
      affected: [{ index: 0, quantity: 1 }],
    });
    expect(shown(cheap.total)).toBe('AUD 30.00');
    expect(cheap.capped).toBe(false);
  });

  it('uninsured on a line without standard liability: nothing', () => {
    expect(claimCompensation({ ...base, insured: false, standardLiability: aud('0') }).total.minor).toBe(0);
  });

  it('pays in the currency paid, converted once and half-up to its minor unit', () => {
    // AU$164.17 at ¥98.5 = ¥16,170.745 → ¥16,171.
    const yen = claimCompensation({
      ...base,
      affected: [{ index: 0, quantity: 1 }],
      paid: { currency: 'JPY', rates: { JPY: '98.5' } },
    });
    expect(shown(yen.inCurrencyPaid)).toBe('JPY 16171');
    // AU$3.01 at ¥50 = ¥150.5 exactly: half-up is ¥151.
    const half = claimCompensation({
      ...base,
      insured: false,
      declaration: [{ quantity: 1, value: aud('3.01') }],
      affected: [{ index: 0, quantity: 1 }],
      paid: { currency: 'JPY', rates: { JPY: '50' } },
    });
    expect(shown(half.inCurrencyPaid)).toBe('JPY 151');
    // Paid in the waybill's own currency: the same figure.
    expect(shown(claimCompensation(base).inCurrencyPaid)).toBe('AUD 492.50');
  });

  it('a yen waybill: shares round to the whole yen', () => {
    const yen = (amount: number): Money => ({ minor: amount, currency: 'JPY' });
    const result = claimCompensation({
      insured: true,
      declaration: [{ quantity: 3, value: yen(3000) }],
      affected: [{ index: 0, quantity: 1 }],
      freight: yen(1234),
      maxInsurance: yen(200_000),
      standardLiability: yen(0),
    });
    // 1,234 × 1,000 / 3,000 = 411.33…
    expect(shown(result.total)).toBe('JPY 1411');
  });

  it('refuses items the declaration does not have, or more than were declared', () => {
    expect(() => claimCompensation({ ...base, affected: [{ index: 2, quantity: 1 }] })).toThrow(RangeError);
    expect(() => claimCompensation({ ...base, affected: [{ index: 0, quantity: 3 }] })).toThrow(RangeError);
    expect(() =>
      claimCompensation({
        ...base,
        affected: [
          { index: 0, quantity: 1 },
          { index: 0, quantity: 1 },
        ],
      }),
    ).toThrow(RangeError);
  });

  it('never pays more than the cap plus the freight, nor a freight share above the freight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (quantity, value, freight, cap, insured) => {
          const result = claimCompensation({
            insured,
            declaration: [{ quantity, value: { minor: value, currency: 'AUD' } }],
            affected: [{ index: 0, quantity: Math.max(1, quantity - 1) }],
            freight: { minor: freight, currency: 'AUD' },
            maxInsurance: { minor: cap, currency: 'AUD' },
            standardLiability: { minor: cap, currency: 'AUD' },
          });
          expect(result.valueCovered.minor).toBeLessThanOrEqual(cap);
          expect(result.freightShare.minor).toBeLessThanOrEqual(freight);
          expect(result.total.minor).toBe(result.valueCovered.minor + result.freightShare.minor);
        },
      ),
    );
  });
});

const DAY = 86_400_000;
const now = new Date('2026-06-20T02:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const travelling: ClaimEligibilityInput = {
  status: 'in_transit',
  now,
  timeZone: 'Australia/Sydney',
  shippedAt: ago(3),
  deliveredAt: null,
  lastScanAt: ago(1),
  lostReported: false,
  windowEnd: '2026-06-25',
  silentDays: silentDaysFor('express'),
};

describe('when a claim may be filed', () => {
  it('a loss is refused while the shipment travels on time, naming the day it opens', () => {
    expect(claimEligibility('lost', travelling)).toEqual({
      open: false,
      key: 'shipmentClaim.notOverdue',
      // The window (to 25 June) ends before seven days of silence would (26 June): it opens on 26 June either way.
      params: { date: '2026-06-26', days: 7 },
    });
    expect(claimEligibility('lost', { ...travelling, windowEnd: '2026-06-30' })).toMatchObject({
      params: { date: '2026-06-26' },
    });
  });

  it('a loss opens when the carrier reports it, after the line’s days of silence, or past the window', () => {
    expect(claimEligibility('lost', { ...travelling, lostReported: true })).toEqual({
      open: true,
      basis: 'reported_lost',
    });
    expect(claimEligibility('lost', { ...travelling, lastScanAt: ago(7) })).toEqual({ open: true, basis: 'silent' });
    expect(claimEligibility('lost', { ...travelling, lastScanAt: ago(6) }).open).toBe(false);
    expect(claimEligibility('lost', { ...travelling, windowEnd: '2026-06-19' })).toEqual({ open: true, basis: 'late' });
    expect(silentDaysFor('sea')).toBeGreaterThan(silentDaysFor('express'));
  });

  it('a loss is refused before dispatch, after delivery, at the pickup point, for a cancelled shipment or too late', () => {
    const refused = (changes: Partial<ClaimEligibilityInput>) => {
      const result = claimEligibility('lost', { ...travelling, ...changes });
      return result.open ? null : result.key;
    };
    expect(refused({ status: 'paid', shippedAt: null })).toBe('shipmentClaim.notDispatched');
    expect(refused({ status: 'cancelled', shippedAt: null })).toBe('shipmentClaim.cancelled');
    expect(refused({ status: 'delivered', deliveredAt: ago(1) })).toBe('shipmentClaim.lostButDelivered');
    expect(refused({ status: 'collecting' })).toBe('shipmentClaim.atPickupPoint');
    expect(refused({ shippedAt: ago(91), lostReported: true })).toBe('shipmentClaim.lossWindowClosed');
  });

  it('damage and missing items open at delivery for 7 days', () => {
    expect(claimEligibility('damaged', travelling)).toMatchObject({ open: false, key: 'shipmentClaim.notDelivered' });
    const delivered = { ...travelling, status: 'delivered' as const, deliveredAt: ago(7) };
    expect(claimEligibility('damaged', delivered)).toEqual({ open: true, basis: 'delivered' });
    expect(
      claimEligibility('items_missing', { ...delivered, deliveredAt: new Date(now.getTime() - 7 * DAY - 1) }),
    ).toEqual({
      open: false,
      key: 'shipmentClaim.damageWindowClosed',
      params: { days: 7, date: '2026-06-20' },
    });
  });
});

describe('claim states', () => {
  it('moves only as the queue allows', () => {
    const legal = SHIPMENT_CLAIM_STATUSES.flatMap((from) =>
      SHIPMENT_CLAIM_STATUSES.filter((to) => canMoveShipmentClaim(from, to)).map((to) => `${from}→${to}`),
    );
    expect(legal).toEqual([
      'under_review→needs_information',
      'under_review→approved',
      'under_review→rejected',
      'needs_information→under_review',
      'needs_information→rejected',
    ]);
  });

  it('says why a move is refused', () => {
    expect(shipmentClaimMoveProblem('approved', 'approved')).toBe('shipmentClaim.alreadyDecided');
    expect(shipmentClaimMoveProblem('rejected', 'under_review')).toBe('shipmentClaim.alreadyDecided');
    expect(shipmentClaimMoveProblem('under_review', 'under_review')).toBe('shipmentClaim.noInformationAsked');
    expect(shipmentClaimMoveProblem('needs_information', 'approved')).toBe('shipmentClaim.waitingForCustomer');
  });
});

describe('claim forms', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('a loss needs only a description; damage needs items and a photo', () => {
    expect(
      fileShipmentClaimSchema.safeParse({ shipment_id: 1, reason: 'lost', description: 'Never came' }).success,
    ).toBe(true);
    expect(
      messages(fileShipmentClaimSchema.safeParse({ shipment_id: 1, reason: 'damaged', description: 'Broken' })),
    ).toEqual(['shipmentClaim.itemsRequired', 'shipmentClaim.photosRequired']);
    expect(messages(fileShipmentClaimSchema.safeParse({ shipment_id: 1, reason: 'lost', description: ' ' }))).toEqual([
      'shipmentClaim.descriptionRequired',
    ]);
  });

  it('added information needs a note, a photo or a video', () => {
    expect(messages(addClaimInformationSchema.safeParse({ text: '  ' }))).toEqual([
      'shipmentClaim.informationRequired',
    ]);
    expect(addClaimInformationSchema.safeParse({ photos: ['abc'] }).success).toBe(true);
  });
});

describe('claim evidence uploads', () => {
  const mp4 = sniffFileType(new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]));
  const mov = sniffFileType(new Uint8Array([0, 0, 0, 0x14, ...Buffer.from('ftypqt  ')]));
  const webm = sniffFileType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]));
  const jpeg = sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));

  it('knows phone videos from their bytes', () => {
    expect([mp4?.mime, mov?.mime, webm?.mime]).toEqual(['video/mp4', 'video/quicktime', 'video/webm']);
  });

  it('takes a video up to 50 MB and pictures up to 5 MB; a video nowhere else', () => {
    expect(uploadProblem('claim_evidence', mp4, MAX_CLAIM_VIDEO_BYTES)).toBeNull();
    expect(uploadProblem('claim_evidence', mov, MAX_CLAIM_VIDEO_BYTES + 1)).toBe('upload.videoTooLarge');
    expect(uploadProblem('claim_evidence', jpeg, MAX_UPLOAD_BYTES)).toBeNull();
    expect(uploadProblem('claim_evidence', jpeg, MAX_UPLOAD_BYTES + 1)).toBe('upload.imageTooLarge');
    expect(uploadProblem('parcel_comment', webm, 10)).toBe('upload.unsupportedType');
  });
});
