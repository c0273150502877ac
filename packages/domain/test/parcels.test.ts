import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANNED_DECLARATION_WORDS,
  batchPreAlertInputSchema,
  COUNTRY_ID,
  canMoveParcel,
  declarationItemSchema,
  declarationNameVerdict,
  declarationNameWords,
  extraServiceEntryProblem,
  extraServiceEntrySchema,
  FREE_STORAGE_DAYS,
  hasUnfinishedExtraServices,
  isValidTrackingNumber,
  MAX_UPLOAD_BYTES,
  type MessageKey,
  PARCEL_STATUS,
  PARCEL_STATUSES,
  PARCEL_TABS,
  type ParcelStatus,
  parcelClaimDecisionProblem,
  parcelMoveProblem,
  preAlertInputSchema,
  returnRequestSchema,
  sniffFileType,
  splitFileList,
  storagePeriod,
  trackingNumberListSchema,
  trackingNumberSchema,
  UPLOAD_SLICE_BYTES,
  uploadProblem,
} from '../src/index.js';

/** The message key of the first issue a schema reports, or null when the input passes. */
function firstMessage(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'unknown');
}

describe('tracking numbers (SPEC §5: at least 8 characters, no spaces or special characters)', () => {
  it.each([
    ['12345678', '12345678'],
    ['ab12cd34', 'AB12CD34'],
    ['  SF1234567890  ', 'SF1234567890'],
    ['LX123456789CN', 'LX123456789CN'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('%j is accepted as %s', (input, normalised) => {
    expect(trackingNumberSchema.parse(input)).toBe(normalised);
    expect(isValidTrackingNumber(input)).toBe(true);
  });

  it.each<[string, MessageKey]>([
    ['1234567', 'parcel.trackingNumberInvalid'],
    ['SF 12345678', 'parcel.trackingNumberInvalid'],
    ['SF-12345678', 'parcel.trackingNumberInvalid'],
    ['SF12345678#', 'parcel.trackingNumberInvalid'],
    ['顺丰12345678', 'parcel.trackingNumberInvalid'],
    ['A'.repeat(41), 'parcel.trackingNumberInvalid'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
  ])('%j is refused with %s', (input, message) => {
    expect(firstMessage(trackingNumberSchema, input)).toBe(message);
  });

  it('takes 1 to 5 different numbers in one add (SPEC §9)', () => {
    const five = ['AAAA00001', 'AAAA00002', 'AAAA00003', 'AAAA00004', 'AAAA00005'];
    expect(trackingNumberListSchema.parse(five)).toEqual(five);
    expect(firstMessage(trackingNumberListSchema, [...five, 'AAAA00006'])).toBe('parcel.tooManyTrackingNumbers');
    expect(firstMessage(trackingNumberListSchema, [])).toBe('validation.required');
    expect(firstMessage(trackingNumberListSchema, ['AAAA00001', 'aaaa00001'])).toBe('parcel.trackingNumberRepeated');
  });
});

describe('pre-alerts', () => {
  it('fills defaults for a bare tracking number', () => {
    expect(preAlertInputSchema.parse({ tracking_number: 'sf12345678' })).toEqual({
      tracking_number: 'SF12345678',
      contents: '',
      remark: '',
      items: [],
      extra_services: [],
      confirm_unusual_number: false,
    });
  });

  it('takes several tracking numbers under one declaration, except on Taiwan lines (one pre-alert per parcel)', () => {
    const base = { tracking_numbers: ['AAAA00001', 'AAAA00002'] };
    expect(batchPreAlertInputSchema.safeParse(base).success).toBe(true);
    expect(batchPreAlertInputSchema.safeParse({ ...base, destination_country_id: COUNTRY_ID.malaysia }).success).toBe(
      true,
    );
    const taiwan = batchPreAlertInputSchema.safeParse({ ...base, destination_country_id: COUNTRY_ID.taiwan });
    expect(taiwan.success).toBe(false);
    expect(taiwan.error?.issues[0]).toMatchObject({ message: 'parcel.taiwanOnePerParcel', path: ['tracking_numbers'] });
    expect(
      batchPreAlertInputSchema.safeParse({ tracking_numbers: ['AAAA00001'], destination_country_id: COUNTRY_ID.taiwan })
        .success,
    ).toBe(true);
  });
});

describe('declaration names (SPEC §5: English or Chinese, no spaces or symbols, specific, material + goods)', () => {
  it.each([
    ['CottonTShirt', 'ok'],
    ['StainlessSteelCup2L', 'ok'],
    ['纯棉T恤', 'ok'],
    ['不锈钢保温杯', 'ok'],
    ['CashmereScarf', 'ok'],
    ['BurgundyWoolCoat', 'ok'],
    ['WaterGunToy', 'banned'],
    ['Cotton T-shirt', 'symbols'],
    ['Cotton_Shirt', 'symbols'],
    ['Tシャツ', 'symbols'],
    ['Gift', 'generic'],
    ['gifts', 'generic'],
    ['Clothes', 'generic'],
    ['GiftItems', 'generic'],
    ['衣服', 'generic'],
    ['礼物', 'generic'],
    ['ElectronicCigarettes', 'banned'],
    ['PowerBankAndCash', 'banned'],
    ['香烟', 'banned'],
    ['电子烟油', 'banned'],
    ['', 'required'],
    ['A'.repeat(61), 'tooLong'],
  ])('%j is %s', (name, verdict) => {
    expect(declarationNameVerdict(name)).toBe(verdict);
  });

  it('splits CamelCase and digits into words, keeping Chinese runs whole', () => {
    expect(declarationNameWords('StainlessSteelCup2L')).toEqual(['stainless', 'steel', 'cup', '2', 'l']);
    expect(declarationNameWords('USBCable')).toEqual(['usb', 'cable']);
    expect(declarationNameWords('纯棉T恤')).toEqual(['纯棉', 't', '恤']);
  });

  it('every banned English word is caught on its own and inside a CamelCase name', () => {
    for (const word of BANNED_DECLARATION_WORDS.filter((candidate) => /^[a-z]+$/.test(candidate))) {
      const capitalised = word[0]?.toUpperCase() + word.slice(1);
      expect(declarationNameVerdict(word), word).toBe('banned');
      expect(declarationNameVerdict(`Black${capitalised}Case`), word).toBe('banned');
    }
  });
});

describe('declaration items', () => {
  const item = { name: 'CottonTShirt', quantity: 2, total_amount: '39.90', product_type: 'clothing' };

  it('accepts a complete item and keeps the amount as typed', () => {
    expect(declarationItemSchema.parse(item)).toEqual({ ...item, attributes: [] });
    expect(declarationItemSchema.parse({ ...item, total_amount: 12.5 }).total_amount).toBe('12.5');
  });

  it.each<[string, Record<string, unknown>, MessageKey]>([
    ['a zero amount', { total_amount: '0' }, 'declaration.amountInvalid'],
    ['a negative amount', { total_amount: '-3' }, 'declaration.amountInvalid'],
    ['three decimals', { total_amount: '1.999' }, 'declaration.amountInvalid'],
    ['an empty amount', { total_amount: '' }, 'validation.required'],
    ['a text amount', { total_amount: 'ten' }, 'declaration.amountInvalid'],
    ['quantity 0', { quantity: 0 }, 'declaration.quantityWhole'],
    ['quantity 1.5', { quantity: 1.5 }, 'declaration.quantityWhole'],
    ['no product type', { product_type: undefined }, 'declaration.productTypeRequired'],
    ['an unknown product type', { product_type: 'weapons' }, 'declaration.productTypeRequired'],
    ['a generic name', { name: 'Goods' }, 'declaration.nameGeneric'],
    ['a name with a space', { name: 'Cotton Shirt' }, 'declaration.nameSymbols'],
    ['a banned name', { name: 'Cigarette' }, 'declaration.nameBanned'],
    ['no name', { name: '' }, 'validation.required'],
  ])('refuses %s', (_label, change, message) => {
    expect(firstMessage(declarationItemSchema, { ...item, ...change })).toBe(message);
  });
});

describe('extra-service entries (SPEC §3)', () => {
  const photo = { requiresRemark: false, requiresImage: false, rejectWholeOption: false };
  const unpacking = { requiresRemark: true, requiresImage: false, rejectWholeOption: false };
  const disposal = { requiresRemark: true, requiresImage: true, rejectWholeOption: true };
  const entry = (change: Record<string, unknown> = {}) =>
    extraServiceEntrySchema.parse({ extra_service_id: 1, ...change });

  it('defaults to the partial choice with no comment or files', () => {
    expect(entry()).toEqual({ extra_service_id: 1, comment: '', files: '', part: 1 });
  });

  it.each<[string, typeof photo, Record<string, unknown>, string | null]>([
    ['photo, nothing else', photo, {}, null],
    ['photo, reject whole', photo, { part: 0 }, 'extraService.noRejectWhole'],
    ['unpacking without a remark', unpacking, {}, 'extraService.remarkRequired'],
    ['unpacking with a blank remark', unpacking, { comment: '   ' }, 'extraService.remarkRequired'],
    ['unpacking with a remark', unpacking, { comment: 'Check the screen' }, null],
    ['disposal of the whole parcel', disposal, { part: 0 }, null],
    ['disposal of some items without a remark', disposal, { files: '/files/a' }, 'extraService.remarkRequired'],
    ['disposal of some items without a picture', disposal, { comment: 'The red box' }, 'extraService.imageRequired'],
    ['disposal of some items, described and pictured', disposal, { comment: 'The red box', files: '/files/a' }, null],
  ])('%s → %s', (_label, service, change, message) => {
    expect(extraServiceEntryProblem(service, entry(change))?.message ?? null).toBe(message);
  });

  it('splits the comma-joined file list and refuses more than 9 files', () => {
    expect(splitFileList(' /files/a, ,/files/b ')).toEqual(['/files/a', '/files/b']);
    const ten = Array.from({ length: 10 }, (_, index) => `/files/${index}`).join(',');
    expect(firstMessage(extraServiceEntrySchema, { extra_service_id: 1, files: ten })).toBe('upload.tooManyFiles');
  });

  it('a parcel waits while any of its services is pending (SPEC §4)', () => {
    expect(hasUnfinishedExtraServices([])).toBe(false);
    expect(hasUnfinishedExtraServices([{ status: 'completed' }, { status: 'cancelled' }])).toBe(false);
    expect(hasUnfinishedExtraServices([{ status: 'completed' }, { status: 'pending' }])).toBe(true);
  });
});

describe('parcel states (DESIGN §6)', () => {
  const S = PARCEL_STATUS;
  const legal: [ParcelStatus, ParcelStatus][] = [
    [S.preAlerted, S.received],
    [S.received, S.inStock],
    [S.inStock, S.processing],
    [S.inStock, S.returned],
    [S.inStock, S.disposed],
    [S.processing, S.inStock],
    [S.processing, S.dispatched],
    [S.dispatched, S.delivered],
  ];

  it.each(legal)('%i → %i is legal', (from, to) => {
    expect(canMoveParcel(from, to)).toBe(true);
    expect(parcelMoveProblem(from, to)).toBeNull();
  });

  it('every other move is refused with parcel.illegalTransition', () => {
    const legalKeys = new Set(legal.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of PARCEL_STATUSES) {
      for (const to of PARCEL_STATUSES) {
        if (legalKeys.has(`${from}>${to}`)) continue;
        expect(parcelMoveProblem(from, to), `${from}>${to}`).toBe('parcel.illegalTransition');
        refused += 1;
      }
    }
    expect(refused).toBe(PARCEL_STATUSES.length ** 2 - legal.length);
  });

  it('no walk of legal moves ever leaves a final state or returns to a pre-alert', () => {
    const finals: ParcelStatus[] = [S.delivered, S.returned, S.disposed];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PARCEL_STATUSES), { maxLength: 30 }), (targets) => {
        let current: ParcelStatus = S.preAlerted;
        for (const target of targets) {
          if (!canMoveParcel(current, target)) continue;
          expect(finals.includes(current)).toBe(false);
          expect(target).not.toBe(S.preAlerted);
          current = target;
        }
      }),
    );
  });

  it('the list tabs show what SPEC §2 names: arrived is in stock, mailed is dispatched, history is finished', () => {
    expect(PARCEL_TABS.arrived).toEqual([10]);
    expect(PARCEL_TABS.mailed).toEqual([30]);
    expect(PARCEL_TABS.history).toEqual([40, 50, 60]);
    expect(PARCEL_TABS.all).not.toContain(S.preAlerted);
  });
});

describe('storage days', () => {
  const day = 24 * 60 * 60 * 1000;
  const inStock = new Date('2026-11-01T03:00:00Z');

  it.each([
    [0, 0, FREE_STORAGE_DAYS, false],
    [day - 1, 0, FREE_STORAGE_DAYS, false],
    [day, 1, FREE_STORAGE_DAYS - 1, false],
    [(FREE_STORAGE_DAYS - 1) * day, FREE_STORAGE_DAYS - 1, 1, false],
    [FREE_STORAGE_DAYS * day, FREE_STORAGE_DAYS, 0, true],
    [(FREE_STORAGE_DAYS + 10) * day, FREE_STORAGE_DAYS + 10, 0, true],
  ])('after %i ms: %i days stored, %i free days left, overdue %s', (elapsed, days, left, overdue) => {
    const period = storagePeriod(inStock, new Date(inStock.getTime() + elapsed));
    expect(period).toMatchObject({ days, freeDaysLeft: left, overdue, freeDays: FREE_STORAGE_DAYS });
    expect(period.freeUntil.toISOString()).toBe(new Date(inStock.getTime() + FREE_STORAGE_DAYS * day).toISOString());
  });
});

describe('uploads (SPEC §5: images and PDFs at most 5 MB, type from the bytes)', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
    );
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
  const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
  const gif = bytes('GIF89a', 1, 0);
  const webp = bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ');
  const heic = bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0);
  const pdf = bytes('%PDF-1.7\n');

  it.each([
    ['jpeg', jpeg, 'image/jpeg'],
    ['png', png, 'image/png'],
    ['gif', gif, 'image/gif'],
    ['webp', webp, 'image/webp'],
    ['heic', heic, 'image/heic'],
    ['pdf', pdf, 'application/pdf'],
  ])('recognises %s from its bytes', (_label, content, mime) => {
    expect(sniffFileType(content)?.mime).toBe(mime);
  });

  it.each([
    ['html', bytes('<!doctype html><script>')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['exe', bytes('MZ', 0x90, 0)],
    ['zip', bytes('PK', 3, 4)],
    ['empty', bytes()],
  ])('does not take %s for an image or a PDF', (_label, content) => {
    expect(sniffFileType(content)).toBeNull();
  });

  it('the slice size is 5242880 bytes and the limit 5 MB', () => {
    expect(UPLOAD_SLICE_BYTES).toBe(5_242_880);
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
  });

  it.each<[string, Parameters<typeof uploadProblem>[0], Uint8Array, number, MessageKey | null]>([
    ['a 5 MB picture', 'parcel_extra_service', jpeg, MAX_UPLOAD_BYTES, null],
    ['a picture 1 byte over', 'parcel_extra_service', jpeg, MAX_UPLOAD_BYTES + 1, 'upload.imageTooLarge'],
    ['a PDF 1 byte over', 'parcel_extra_service', pdf, MAX_UPLOAD_BYTES + 1, 'upload.pdfTooLarge'],
    ['a 5 MB PDF', 'parcel_comment', pdf, MAX_UPLOAD_BYTES, null],
    ['an empty file', 'parcel_comment', jpeg, 0, 'upload.empty'],
    ['html', 'parcel_comment', bytes('<html>'), 10, 'upload.unsupportedType'],
    ['a PDF as a staff photo', 'parcel_photo', pdf, 10, 'upload.imageOnly'],
    ['a 1 MB bank proof', 'bank_proof', png, 1024 * 1024, null],
    ['a bank proof 1 byte over 1 MB', 'bank_proof', png, 1024 * 1024 + 1, 'upload.bankProofTooLarge'],
    ['a gif bank proof', 'bank_proof', gif, 10, 'upload.bankProofType'],
  ])('%s → %s', (_label, purpose, content, size, message) => {
    expect(uploadProblem(purpose, sniffFileType(content), size)).toBe(message);
  });
});

describe('returns', () => {
  it('needs an address except for the pickup code', () => {
    expect(returnRequestSchema.safeParse({ parcel_ids: [1], method: 'pickup_code' }).success).toBe(true);
    expect(firstMessage(returnRequestSchema, { parcel_ids: [1], method: 'local_address' })).toBe(
      'return.addressRequired',
    );
    const address = { name: 'Mei Lin', phone: '0412345678', address: '1 George St', city: 'Sydney', postcode: '2000' };
    expect(returnRequestSchema.safeParse({ parcel_ids: [1], method: 'forward', address }).success).toBe(true);
  });
});

describe('claims on parcels held without an owner', () => {
  it('staff decide an open claim on a parcel nobody owns, once', () => {
    expect(parcelClaimDecisionProblem({ status: 'pending' }, { customerId: null })).toBeNull();
    expect(parcelClaimDecisionProblem({ status: 'approved' }, { customerId: null })).toBe('parcelClaim.alreadyDecided');
    expect(parcelClaimDecisionProblem({ status: 'rejected' }, { customerId: null })).toBe('parcelClaim.alreadyDecided');
    expect(parcelClaimDecisionProblem({ status: 'pending' }, { customerId: 7 })).toBe('parcelClaim.parcelOwned');
  });
});
