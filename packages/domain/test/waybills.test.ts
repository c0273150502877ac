import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_STATUSES,
  cancellationProblem,
  canMoveWaybill,
  HOME_COUNTS,
  type MessageKey,
  messages,
  SIGN_DOCUMENT_STATUSES,
  signDocumentReview,
  staffCancellationProblem,
  stepsRemaining,
  submissionSteps,
  submitWaybillInputSchema,
  UNPAID_WAYBILL_STATUSES,
  WAYBILL_FILTERS,
  WAYBILL_STATUSES,
  type WaybillStatus,
  waybillMoveProblem,
} from '../src/index.js';

const LEGAL: [WaybillStatus, WaybillStatus][] = [
  ['pending', 'packing'],
  ['pending', 'cancelled'],
  ['packing', 'pay_now'],
  ['packing', 'cancelled'],
  ['pay_now', 'bank_pending'],
  ['pay_now', 'paid'],
  ['pay_now', 'cancelled'],
  ['bank_pending', 'paid'],
  ['bank_pending', 'pay_now'],
  ['paid', 'in_transit'],
  ['paid', 'cancelled'],
  ['in_transit', 'sorting'],
  ['in_transit', 'collecting'],
  ['in_transit', 'delivered'],
  ['sorting', 'collecting'],
  ['sorting', 'delivered'],
  ['collecting', 'delivered'],
];

describe('waybill states (DESIGN §6)', () => {
  it.each(LEGAL)('%s → %s is legal', (from, to) => {
    expect(canMoveWaybill(from, to)).toBe(true);
    expect(waybillMoveProblem(from, to)).toBeNull();
  });

  it('every other move is refused with waybill.illegalTransition', () => {
    const legal = new Set(LEGAL.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of WAYBILL_STATUSES)
      for (const to of WAYBILL_STATUSES) {
        if (legal.has(`${from}>${to}`)) continue;
        expect(waybillMoveProblem(from, to), `${from}>${to}`).toBe('waybill.illegalTransition');
        refused += 1;
      }
    expect(refused).toBe(WAYBILL_STATUSES.length ** 2 - LEGAL.length);
  });

  it('no walk of legal moves leaves delivered or cancelled, or reaches paid without passing pay_now', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WAYBILL_STATUSES), { maxLength: 40 }), (targets) => {
        let current: WaybillStatus = 'pending';
        const seen = new Set<WaybillStatus>([current]);
        for (const target of targets) {
          if (!canMoveWaybill(current, target)) continue;
          expect(['delivered', 'cancelled']).not.toContain(current);
          current = target;
          seen.add(current);
          if (current === 'paid') expect(seen.has('pay_now')).toBe(true);
          if (current === 'in_transit') expect(seen.has('paid')).toBe(true);
        }
      }),
    );
  });

  it('cancels before payment, not after, and never after a combined box', () => {
    expect(cancellationProblem('pending', false)).toBeNull();
    expect(cancellationProblem('packing', false)).toBeNull();
    expect(cancellationProblem('pay_now', false)).toBeNull();
    expect(cancellationProblem('pay_now', true)).toBe('waybill.combinedBoxDone');
    for (const status of ['bank_pending', 'paid', 'in_transit', 'delivered', 'cancelled'] as const)
      expect(cancellationProblem(status, false), status).toBe('waybill.cannotCancel');
  });

  it('staff cancel only a paid waybill not yet dispatched, never a combined box, and say why otherwise', () => {
    expect(staffCancellationProblem('paid', false)).toBeNull();
    expect(staffCancellationProblem('paid', true)).toBe('waybill.combinedBoxDone');
    expect(staffCancellationProblem('cancelled', false)).toBe('waybill.alreadyCancelled');
    for (const status of ['pending', 'packing', 'pay_now', 'bank_pending'] as const)
      expect(staffCancellationProblem(status, false), status).toBe('waybill.staffCancelUnpaid');
    for (const status of ['in_transit', 'sorting', 'collecting', 'delivered'] as const)
      expect(staffCancellationProblem(status, false), status).toBe('waybill.alreadyDispatched');
  });

  it('staff carrier moves are the four after payment', () => {
    expect([...CARRIER_STATUSES]).toEqual(['in_transit', 'sorting', 'collecting', 'delivered']);
  });

  it('filters and Home counts cover the states DESIGN §6 names', () => {
    expect(WAYBILL_FILTERS.pay_now).toEqual(['pay_now', 'bank_pending']);
    expect(HOME_COUNTS).toEqual({
      processing: ['pending', 'packing'],
      unpaid: ['pay_now', 'bank_pending'],
      paid: ['paid'],
      transit: ['in_transit', 'sorting'],
      collecting: ['collecting'],
    });
    expect([...UNPAID_WAYBILL_STATUSES]).toEqual(['pay_now', 'bank_pending']);
    for (const status of WAYBILL_STATUSES)
      expect(messages.en[`waybillStatus.${status}` as MessageKey], status).toBeTruthy();
  });
});

describe('customs authorisation (SPEC §4: waiting for audit → waiting for signature → review success → approved → completed)', () => {
  it.each([
    ['waiting_audit', 'approve', 'waiting_signature'],
    ['waiting_audit', 'reject', 'rejected'],
    ['review_success', 'approve', 'approved'],
    ['review_success', 'reject', 'rejected'],
    ['waiting_signature', 'approve', null],
    ['approved', 'approve', null],
    ['completed', 'reject', null],
    ['rejected', 'approve', null],
  ] as const)('%s + %s → %s', (status, decision, next) => {
    expect(signDocumentReview(status, decision)).toBe(next);
  });

  it('names every state', () => {
    for (const status of SIGN_DOCUMENT_STATUSES)
      expect(messages.cn[`signDocumentStatus.${status}` as MessageKey]).toBeTruthy();
  });
});

describe('submission steps (SPEC §2)', () => {
  it('always: recipient, line, shipper, declaration, insurance, extras, safety, terms', () => {
    expect(submissionSteps({ hasBattery: false })).toEqual([
      'recipient',
      'logistics',
      'shipper',
      'declaration',
      'insurance',
      'extras',
      'safety',
      'terms',
    ]);
  });

  it('adds battery for batteries, and the documents the line needs, in flow order', () => {
    expect(submissionSteps({ hasBattery: true, requiredDocuments: ['taiwan_id_ezway'] })).toEqual([
      'recipient',
      'logistics',
      'shipper',
      'declaration',
      'insurance',
      'extras',
      'battery',
      'safety',
      'terms',
      'ezway',
    ]);
    expect(submissionSteps({ hasBattery: false, requiredDocuments: ['au_aqis', 'au_empp', 'unknown'] })).toEqual(
      expect.arrayContaining(['empp', 'aqis']),
    );
    expect(submissionSteps({ hasBattery: false, requiredDocuments: ['au_aqis'] })).not.toContain('empp');
  });

  it('counts the steps remaining', () => {
    const steps = submissionSteps({ hasBattery: false });
    expect(stepsRemaining(steps, new Set(['recipient', 'logistics']))).toHaveLength(steps.length - 2);
  });
});

describe('submission input', () => {
  const valid = {
    parcel_ids: [1, 2],
    recipient_id: 5,
    courier_id: 7,
    shipper: {
      sender_name: 'Mei Lin',
      commercial_value: false,
      export_reason: 'personal_use',
      undeliverable_action: 'return',
    },
    declaration: [{ name: 'CottonTShirt', quantity: 2, total_amount: '40', product_type: 'clothing' }],
  };

  it('fills defaults', () => {
    expect(submitWaybillInputSchema.parse(valid)).toMatchObject({
      insured: false,
      extra_cartons: 0,
      extra_services: [],
      acknowledgements: { safety: false, terms: false },
    });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no parcels', { parcel_ids: [] }, 'parcel_ids', 'waybill.chooseParcels'],
    ['a parcel twice', { parcel_ids: [1, 1] }, 'parcel_ids', 'waybill.chooseParcels'],
    ['no recipient', { recipient_id: undefined }, 'recipient_id', 'waybill.receiverRequired'],
    ['no line', { courier_id: undefined }, 'courier_id', 'waybill.chooseLine'],
    ['no declaration', { declaration: [] }, 'declaration', 'waybill.declarationRequired'],
    ['no sender', { shipper: { ...valid.shipper, sender_name: ' ' } }, 'shipper.sender_name', 'validation.required'],
    [
      'no export reason',
      { shipper: { ...valid.shipper, export_reason: undefined } },
      'shipper.export_reason',
      'validation.choice',
    ],
    ['21 cartons', { extra_cartons: 21 }, 'extra_cartons', 'validation.tooBig'],
  ])('refuses %s', (_label, change, path, message) => {
    const result = submitWaybillInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === path);
    expect(issue?.message, JSON.stringify(result.error?.issues)).toBe(message);
  });
});
