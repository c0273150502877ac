import { describe, expect, it } from 'vitest';
import {
  abnProblem,
  COUNTRY_ID,
  isMessageKey,
  isRecipientComplete,
  isValidAbn,
  isValidTaiwanId,
  type MessageKey,
  normaliseTaiwanPostcode,
  type PlaceHint,
  parseAddressText,
  type RecipientDraft,
  type RecipientFormValues,
  recipientInputSchema,
  recipientPhoneProblem,
  sameReceiverGroups,
  taiwanPostcodeArea,
  translate,
} from '../src/index.js';

const { australia, china, hongKong, malaysia, singapore, taiwan, japan, newZealand, canada, unitedStates } = COUNTRY_ID;

/** A complete recipient in each destination; the tables below change one thing at a time. */
const VALID: Record<string, RecipientFormValues> = {
  Australia: {
    first_name: 'John',
    last_name: 'Smith',
    phoneCode: '61',
    contactNumber: '0412 345 678',
    country_id: australia,
    state: 'New South Wales',
    city: 'Sydney',
    postcode: '2000',
    address: '12 George Street',
  },
  Taiwan: {
    first_name: '小明',
    last_name: '王',
    phoneCode: '886',
    contactNumber: '0912-345-678',
    country_id: taiwan,
    state: '臺北市',
    city: '中正區',
    postcode: '100041',
    address: '重慶南路一段122號',
    id_number: 'A123456789',
  },
  China: {
    first_name: '三',
    last_name: '张',
    phoneCode: '86',
    contactNumber: '138 1234 5678',
    country_id: china,
    state: '广东省',
    city: '深圳市',
    postcode: '518057',
    address: '南山区科发路8号',
  },
  'Hong Kong': {
    first_name: 'Ka Ming',
    last_name: 'Chan',
    phoneCode: '852',
    contactNumber: '9123 4567',
    country_id: hongKong,
    city: 'Kowloon',
    address: 'Flat A, 10/F, 88 Nathan Road',
  },
  Malaysia: {
    first_name: 'Siti',
    last_name: 'Aminah',
    phoneCode: '60',
    contactNumber: '012-345 6789',
    country_id: malaysia,
    state: 'Kuala Lumpur',
    city: 'Kuala Lumpur',
    postcode: '50450',
    address: 'No 12 Jalan Ampang',
  },
  Singapore: {
    first_name: 'Wei Ling',
    last_name: 'Tan',
    phoneCode: '65',
    contactNumber: '9123 4567',
    country_id: singapore,
    postcode: '238859',
    address: '391 Orchard Road',
  },
  Japan: {
    first_name: 'Yuki',
    last_name: 'Sato',
    phoneCode: '81',
    contactNumber: '090-1234-5678',
    country_id: japan,
    state: '東京都',
    city: '渋谷区',
    postcode: '1500002',
    address: '渋谷2-21-1',
  },
  'New Zealand': {
    first_name: 'Aroha',
    last_name: 'Ngata',
    phoneCode: '64',
    contactNumber: '021 123 4567',
    country_id: newZealand,
    city: 'Auckland',
    postcode: '1010',
    address: '1 Queen Street',
  },
  Canada: {
    first_name: 'Emily',
    last_name: 'Tremblay',
    phoneCode: '1',
    contactNumber: '416 555 0199',
    country_id: canada,
    state: 'Ontario',
    city: 'Toronto',
    postcode: 'm5v2t6',
    address: '290 Bremner Blvd',
  },
};

function problemsOf(values: RecipientFormValues): Record<string, string> {
  const result = recipientInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a complete recipient in every destination', () => {
  it.each(Object.entries(VALID))('%s passes every rule and is complete', (_country, values) => {
    expect(problemsOf(values)).toEqual({});
    const parsed = recipientInputSchema.parse(values);
    expect(isRecipientComplete(parsed)).toBe(true);
  });

  it('is stored in one form: phone without separators or trunk 0, Taiwan postcode padded, ID upper case', () => {
    expect(recipientInputSchema.parse({ ...VALID.Taiwan, postcode: '10041', id_number: 'a123456789' })).toMatchObject({
      contactNumber: '912345678',
      phoneCode: '886',
      postcode: '010041',
      id_number: 'A123456789',
      address_type: 'residential',
      building_type: null,
      abn: '',
    });
    expect(recipientInputSchema.parse(VALID.Australia)).toMatchObject({ contactNumber: '412345678', postcode: '2000' });
    expect(recipientInputSchema.parse(VALID.Japan).postcode).toBe('150-0002');
    expect(recipientInputSchema.parse(VALID.Canada).postcode).toBe('M5V 2T6');
    expect(
      recipientInputSchema.parse({ ...VALID.Australia, phoneCode: '+61', contactNumber: '+61 412 345 678' }),
    ).toMatchObject({
      phoneCode: '61',
      contactNumber: '412345678',
    });
  });

  it('keeps the county and district once: an address line starting with them again drops the repeat', () => {
    const withDistrict = { ...VALID.Taiwan, city: '中正区', address: '中正区重庆南路一段122号' };
    expect(recipientInputSchema.parse(withDistrict).address).toBe('重庆南路一段122号');
    // 臺 or 台, 區 or 区: the same place however it is written.
    expect(recipientInputSchema.parse({ ...VALID.Taiwan, address: '台北市 中正区重慶南路一段122號' }).address).toBe(
      '重慶南路一段122號',
    );
    // A street that only starts like the district keeps its name; Latin addresses are left as typed.
    expect(recipientInputSchema.parse({ ...VALID.Taiwan, address: '中正路122號' }).address).toBe('中正路122號');
    expect(recipientInputSchema.parse({ ...VALID.Australia, address: 'Sydney Road 8' }).address).toBe('Sydney Road 8');
  });
});

type Broken = [
  country: string,
  rule: string,
  change: Partial<RecipientFormValues>,
  field: string,
  key: MessageKey,
  /** Other fields the change breaks too. */
  also?: string[],
];

/** One rule broken at a time, per destination: the field it is reported on, and the sentence. */
const BROKEN: Broken[] = [
  // Required items ('please complete required items') and the country.
  ['Australia', 'no first name', { first_name: '' }, 'first_name', 'validation.required'],
  ['Australia', 'no last name', { last_name: '  ' }, 'last_name', 'validation.required'],
  ['Australia', 'a digit in a name', { first_name: 'J0hn' }, 'first_name', 'auth.nameNoDigits'],
  ['Australia', 'no country', { country_id: null, phoneCode: '61' }, 'country_id', 'reference.unknownCountry'],
  ['Australia', 'no phone', { contactNumber: '' }, 'contactNumber', 'validation.required'],
  ['Australia', 'no state', { state: '' }, 'state', 'validation.required'],
  ['Australia', 'no suburb', { city: '' }, 'city', 'validation.required'],
  ['Australia', 'no postcode', { postcode: '' }, 'postcode', 'validation.required'],
  ['Australia', 'no address', { address: '' }, 'address', 'validation.required'],
  ['Taiwan', 'no ID number', { id_number: '' }, 'id_number', 'validation.required'],
  ['China', 'no province', { state: '' }, 'state', 'validation.required'],
  ['Malaysia', 'no postcode', { postcode: '' }, 'postcode', 'validation.required'],
  ['Singapore', 'no postcode', { postcode: '' }, 'postcode', 'validation.required'],
  ['Japan', 'no prefecture', { state: '' }, 'state', 'validation.required'],
  ['Canada', 'no province', { state: '' }, 'state', 'validation.required'],
  // Phones: entered without the country code, a leading 0 stripped, then the country's pattern (SPEC §5).
  ['Australia', 'a landline', { contactNumber: '02 9876 5432' }, 'contactNumber', 'phone.incorrect'],
  ['Australia', 'a mobile one digit short', { contactNumber: '0412 345 67' }, 'contactNumber', 'phone.incorrect'],
  ['Taiwan', 'a number not starting with 9', { contactNumber: '0812345678' }, 'contactNumber', 'phone.incorrect'],
  ['Taiwan', 'a mobile one digit long', { contactNumber: '09123456789' }, 'contactNumber', 'phone.incorrect'],
  ['China', 'a second digit of 2', { contactNumber: '12812345678' }, 'contactNumber', 'phone.incorrect'],
  ['China', 'ten digits', { contactNumber: '1381234567' }, 'contactNumber', 'phone.incorrect'],
  [
    'Hong Kong',
    'a number starting with 2 (a landline)',
    { contactNumber: '2123 4567' },
    'contactNumber',
    'phone.incorrect',
  ],
  ['Hong Kong', 'seven digits', { contactNumber: '912 3456' }, 'contactNumber', 'phone.incorrect'],
  [
    'Malaysia',
    'a number starting with 3 (a landline)',
    { contactNumber: '03-2123 4567' },
    'contactNumber',
    'phone.incorrect',
  ],
  ['Malaysia', '011 with one digit short', { contactNumber: '011-234 567' }, 'contactNumber', 'phone.incorrect'],
  [
    'Singapore',
    'a number starting with 6 (a landline)',
    { contactNumber: '6123 4567' },
    'contactNumber',
    'phone.incorrect',
  ],
  ['Japan', 'letters', { contactNumber: '090-CALL-ME' }, 'contactNumber', 'phone.incorrect'],
  ['New Zealand', 'three digits', { contactNumber: '021' }, 'contactNumber', 'phone.incorrect'],
  [
    'Australia',
    'no dialling code and no country',
    { phoneCode: '', country_id: null },
    'contactNumber',
    'phone.countryRequired',
    ['country_id'],
  ],
  ['Taiwan', 'a second number with letters', { mobile: 'not a number' }, 'mobile', 'phone.incorrect'],
  // Postcodes.
  ['Taiwan', 'a 4-digit postcode', { postcode: '1004' }, 'postcode', 'address.taiwanPostcode'],
  ['Taiwan', 'a 3-digit zip area only', { postcode: '100' }, 'postcode', 'address.taiwanPostcode'],
  ['Taiwan', 'a 7-digit postcode', { postcode: '1000411' }, 'postcode', 'address.taiwanPostcode'],
  ['Australia', 'a 5-digit postcode', { postcode: '20000' }, 'postcode', 'address.postcodeInvalid'],
  ['China', 'a 5-digit postcode', { postcode: '51805' }, 'postcode', 'address.postcodeInvalid'],
  ['Malaysia', 'a 4-digit postcode', { postcode: '5045' }, 'postcode', 'address.postcodeInvalid'],
  ['Singapore', 'a 5-digit postcode', { postcode: '23885' }, 'postcode', 'address.postcodeInvalid'],
  ['Japan', 'a 6-digit postcode', { postcode: '150000' }, 'postcode', 'address.postcodeInvalid'],
  ['Canada', 'a US ZIP code', { postcode: '94105' }, 'postcode', 'address.postcodeInvalid'],
  // Addresses: 60 characters, not repeated in line 2, complete; Taiwan in Chinese.
  [
    'Australia',
    'a 61-character address',
    { address: `12 ${'George '.repeat(8)}Street Extended` },
    'address',
    'address.tooLong',
  ],
  ['Australia', 'a 61-character second line', { address2: 'x'.repeat(61) }, 'address2', 'address.tooLong'],
  ['Australia', 'a 61-character third line', { address3: 'x'.repeat(61) }, 'address3', 'address.tooLong'],
  ['Australia', 'line 2 the same as line 1', { address2: '12 george street.' }, 'address2', 'address.sameAsAddress2'],
  ['China', 'line 2 the same as line 1', { address2: '南山区科发路8号' }, 'address2', 'address.sameAsAddress2'],
  ['Australia', 'no street number', { address: 'George Street' }, 'address', 'address.incomplete'],
  ['Australia', 'a stub of an address', { address: '12 G' }, 'address', 'address.incomplete'],
  ['China', 'no house number', { address: '南山区科发路' }, 'address', 'address.incomplete'],
  [
    'Australia',
    'an apartment without its unit number',
    { building_type: 'apartment' },
    'unit_number',
    'address.incomplete',
  ],
  ['Taiwan', 'an address in English', { address: '122 Chongqing S Rd' }, 'address', 'address.chineseRequired'],
  [
    'Taiwan',
    'an address in pinyin without a number',
    { address: 'Chongqing Nanlu' },
    'address',
    'address.chineseRequired',
  ],
  // Taiwan ID.
  ['Taiwan', 'an ID with a wrong check digit', { id_number: 'A123456788' }, 'id_number', 'recipient.idNumberInvalid'],
  ['Taiwan', 'an ID of 9 characters', { id_number: 'A12345678' }, 'id_number', 'recipient.idNumberInvalid'],
  ['Taiwan', 'an ID starting with a digit', { id_number: '1123456789' }, 'id_number', 'recipient.idNumberInvalid'],
  // ABN where required: an Australian business address.
  [
    'Australia',
    'a business without an ABN',
    { address_type: 'commercial', company: 'Acme Pty Ltd' },
    'abn',
    'validation.required',
  ],
  [
    'Australia',
    'a business without a company',
    { address_type: 'commercial', abn: '51 824 753 556' },
    'company',
    'validation.required',
  ],
  [
    'Australia',
    'an ABN of five characters',
    { address_type: 'commercial', company: 'Acme', abn: '12 345' },
    'abn',
    'abn.tooShort',
  ],
  [
    'Australia',
    'an ABN with a wrong check',
    { address_type: 'commercial', company: 'Acme', abn: '51 824 753 557' },
    'abn',
    'abn.incorrect',
  ],
  ['Australia', 'an ABN given by a household, wrong', { abn: '12345678' }, 'abn', 'abn.incorrect'],
  // Lengths and formats of the other fields.
  ['Australia', 'a bad email', { email: 'john@' }, 'email', 'auth.emailFormat'],
  ['Australia', 'a 51-character name', { last_name: 'S'.repeat(51) }, 'last_name', 'recipient.fieldTooLong'],
  ['Australia', 'a 21-character unit', { unit_number: '1'.repeat(21) }, 'unit_number', 'recipient.fieldTooLong'],
  ['Australia', 'a 61-character suburb', { city: 'S'.repeat(61) }, 'city', 'recipient.fieldTooLong'],
];

describe('every rule, per destination, with its sentence', () => {
  it.each(BROKEN)('%s: %s → %s says %s', (country, _rule, change, field, key, also = []) => {
    const values = { ...VALID[country], ...change } as RecipientFormValues;
    const problems = problemsOf(values);
    expect(problems[field]).toBe(key);
    expect(isMessageKey(key)).toBe(true);
    // Nothing else is reported: each row breaks one rule.
    expect(Object.keys(problems).sort()).toEqual([field, ...also].sort());
    expect(isRecipientComplete({ ...recipientInputSchema.parse(VALID[country]), ...change } as RecipientDraft)).toBe(
      false,
    );
  });

  it('reports every broken field at once, so the form marks them all', () => {
    const problems = problemsOf({ country_id: taiwan, contactNumber: '812345678', address: 'Chongqing S Rd 1' });
    expect(problems).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      contactNumber: 'phone.incorrect',
      state: 'validation.required',
      city: 'validation.required',
      postcode: 'validation.required',
      address: 'address.chineseRequired',
      id_number: 'validation.required',
    });
  });

  it('says the SPEC §8 sentences word for word', () => {
    const english = (key: MessageKey) => translate('en', key);
    expect(english('validation.required')).toBe('please complete required items');
    expect(english('address.tooLong')).toBe('Address cannot exceed 60 characters');
    expect(english('address.incomplete')).toBe('The address is incomplete');
    expect(english('address.postcodeNotFound')).toBe(
      'Could not find the corresponding urban area, please check the zip code of the receiving address',
    );
    expect(english('abn.tooShort')).toBe('The number must contain more than five characters');
    expect(english('abn.incorrect')).toBe('The ABN number you entered is incorrect');
    expect(english('phone.incorrect')).toBe('The mobile phone number you entered is incorrect, please enter it again');
    expect(english('recipient.incomplete')).toBe(
      'The recipient information you selected is incomplete. Please access the address book to modify the recipient information',
    );
  });
});

describe('what the rules let through', () => {
  it.each<[string, Partial<RecipientFormValues>]>([
    ['Hong Kong without a postcode (it has none)', {}],
    ['Singapore without a city (a city-state)', {}],
    ['New Zealand without a region', {}],
  ])('%s', (label) => {
    const country = label.split(' without')[0] ?? '';
    expect(problemsOf(VALID[country] as RecipientFormValues)).toEqual({});
  });

  it.each<[string, Partial<RecipientFormValues>]>([
    ['Taiwan 5-digit postcode (padded)', { postcode: '10041' }],
    ['Taiwan 3+3 postcode with a hyphen', { postcode: '100-041' }],
    ['Taiwan resident certificate, 2021 format', { id_number: 'A800000014' }],
    ['Taiwan second number that is a landline', { mobile: '02-2345-6789' }],
    ['Taiwan address with Chinese numerals', { address: '重慶南路一段一百二十二號' }],
    ['Australian mobile with the +61 pasted in', { contactNumber: '+61 412 345 678' }],
    ['a Chinese mobile for a recipient in Australia', { phoneCode: '86', contactNumber: '13812345678' }],
    ['an Australian business with a valid ABN', { address_type: 'commercial', company: 'ATO', abn: '51 824 753 556' }],
    ['an Australian household with no ABN', { address_type: 'residential', abn: '' }],
    ['an apartment with its unit', { building_type: 'apartment', unit_number: '5' }],
    ['a unit in the address lines', { address: 'Unit 5', address2: '12 George Street' }],
    ['a 60-character address', { address: `12 ${'x'.repeat(57)}` }],
  ])('%s', (_label, change) => {
    const country = _label.startsWith('Taiwan') ? 'Taiwan' : 'Australia';
    expect(problemsOf({ ...VALID[country], ...change } as RecipientFormValues)).toEqual({});
  });

  it('lets any country without a pattern through when the number looks like a phone', () => {
    expect(recipientPhoneProblem('0412345678', '64', newZealand)).toBeNull();
    expect(recipientPhoneProblem('2025550123', '1', unitedStates)).toBeNull();
    expect(recipientPhoneProblem('2025550123', '', unitedStates)).toBeNull();
    expect(recipientPhoneProblem('412345678', '', australia)).toBeNull();
    expect(recipientPhoneProblem('812345678', '', australia)).toBe('phone.incorrect');
    expect(recipientPhoneProblem('412345678', '', null)).toBe('phone.countryRequired');
  });

  it('drops an ABN typed for another country', () => {
    expect(recipientInputSchema.parse({ ...VALID.Taiwan, abn: '51 824 753 556' }).abn).toBe('');
    expect(recipientInputSchema.parse({ ...VALID.Australia, abn: '51 824 753 556' }).abn).toBe('51824753556');
  });
});

describe('Taiwan postcodes', () => {
  it.each([
    ['10041', '010041', '100'],
    ['100041', '100041', '100'],
    ['100-041', '100041', '100'],
    ['83041', '083041', '830'],
    ['110', '110', '110'],
  ])('%s is stored as %s, in zip area %s', (typed, stored, area) => {
    expect(normaliseTaiwanPostcode(typed)).toBe(stored);
    expect(taiwanPostcodeArea(typed)).toBe(area);
    expect(taiwanPostcodeArea(stored)).toBe(area);
  });
});

describe('ABN and Taiwan ID checks', () => {
  it.each([
    ['51 824 753 556', true],
    ['48 123 123 124', true],
    ['33 051 775 556', true],
    ['51 824 753 557', false],
    ['5182475355', false],
    ['51a24753556', false],
  ])('ABN %s valid: %s', (abn, valid) => {
    expect(isValidAbn(abn)).toBe(valid);
  });

  it.each([
    ['', 'abn.tooShort'],
    ['12345', 'abn.tooShort'],
    ['1 2 3 4 5', 'abn.tooShort'],
    ['123456', 'abn.incorrect'],
    ['51 824 753 557', 'abn.incorrect'],
    ['51 824 753 556', null],
  ])('ABN %j → %s', (abn, problem) => {
    expect(abnProblem(abn)).toBe(problem);
  });

  it.each([
    ['A123456789', true],
    ['a123456789', true],
    ['F131104093', true],
    ['A800000014', true],
    ['A123456788', false],
    ['A323456789', false],
    ['AZ12345678', false],
  ])('Taiwan ID %s valid: %s', (id, valid) => {
    expect(isValidTaiwanId(id)).toBe(valid);
  });
});

describe('same receiver in a batch', () => {
  const mei = { ref: 1, first_name: 'Mei', last_name: 'Lin' };
  it('finds two waybills to one name, in either order of the names and any case or spacing', () => {
    expect(
      sameReceiverGroups([
        mei,
        { ref: 2, first_name: 'John', last_name: 'Smith' },
        { ref: 3, first_name: ' lin ', last_name: 'MEI' },
      ]),
    ).toEqual([{ refs: [1, 3], name: 'Mei Lin', by: ['name'] }]);
  });

  it('counts one recipient twice in the batch as the same receiver', () => {
    expect(sameReceiverGroups([mei, mei])).toEqual([{ refs: [1, 1], name: 'Mei Lin', by: ['name'] }]);
  });

  it('finds nothing when every name differs', () => {
    expect(sameReceiverGroups([mei, { ref: 2, first_name: 'Mei', last_name: 'Wang' }])).toEqual([]);
  });

  it('by phone or address too when asked (Malaysia), joining chains into one group', () => {
    const entries = [
      {
        ref: 1,
        first_name: 'Siti',
        last_name: 'Aminah',
        phoneCode: '60',
        contactNumber: '0123456789',
        address: 'No 1 Jalan A',
        postcode: '50450',
        country_id: malaysia,
      },
      {
        ref: 2,
        first_name: 'S.',
        last_name: 'Aminah',
        phoneCode: '60',
        contactNumber: '123456789',
        address: 'No 9 Jalan B',
        postcode: '50450',
        country_id: malaysia,
      },
      {
        ref: 3,
        first_name: 'Ahmad',
        last_name: 'Ali',
        phoneCode: '60',
        contactNumber: '0198765432',
        address: 'no 9, jalan b',
        postcode: '50450',
        country_id: malaysia,
      },
      {
        ref: 4,
        first_name: 'Lee',
        last_name: 'Chong',
        phoneCode: '60',
        contactNumber: '0111234567',
        address: 'No 5 Jalan C',
        postcode: '50450',
        country_id: malaysia,
      },
    ];
    expect(sameReceiverGroups(entries, ['name'])).toEqual([]);
    expect(sameReceiverGroups(entries, ['name', 'phone', 'address'])).toEqual([
      { refs: [1, 2, 3], name: 'Siti Aminah', by: ['phone', 'address'] },
    ]);
  });
});

describe('smart address', () => {
  /** A stand-in for the server's postcode data. */
  const PLACES: Record<string, PlaceHint[]> = {
    '13:2000': [
      { suburb: 'Sydney', city: 'Sydney', state: 'NSW', stateCode: 'NSW' },
      { suburb: 'Sydney South', city: 'Sydney South', state: 'NSW', stateCode: 'NSW' },
      { suburb: 'Haymarket', city: 'Haymarket', state: 'NSW', stateCode: 'NSW' },
    ],
    '13:3000': [{ suburb: 'Melbourne', city: 'Melbourne', state: 'VIC', stateCode: 'VIC' }],
  };
  const places = (countryId: number, postcode: string) => PLACES[`${countryId}:${postcode}`];

  it.each<[string, string, Partial<ReturnType<typeof parseAddressText>>]>([
    [
      'Australia, one line per field',
      'John Smith\n0412 345 678\nUnit 5, 12 George Street\nSydney NSW 2000\nAustralia',
      {
        country_id: australia,
        first_name: 'John',
        last_name: 'Smith',
        phoneCode: '61',
        contactNumber: '412345678',
        unit_number: '5',
        address: '12 George Street',
        city: 'Sydney',
        state: 'NSW',
        state_code: 'NSW',
        postcode: '2000',
      },
    ],
    [
      'Australia, all on one line, Sydney also in the street name',
      'Mary Jane Watson 0423 456 789 8 Sydney Road Haymarket NSW 2000',
      { first_name: 'Mary Jane', last_name: 'Watson', address: '8 Sydney Road', city: 'Haymarket', postcode: '2000' },
    ],
    [
      'Australia, name and unit in one piece after the phone is taken out',
      'Mary Watson 0423 456 789 Unit 5, 8 Sydney Road, Haymarket NSW 2000',
      { first_name: 'Mary', last_name: 'Watson', unit_number: '5', address: '8 Sydney Road', city: 'Haymarket' },
    ],
    [
      'Australia, labelled, unit written 5/12, state in full',
      'Name: Li Wei\nPhone: +61 412 345 678\nAddress: 5/12 Collins St, Melbourne Victoria 3000\nEmail: li.wei@example.com',
      {
        first_name: 'Li',
        last_name: 'Wei',
        email: 'li.wei@example.com',
        unit_number: '5',
        address: '12 Collins St',
        city: 'Melbourne',
        state: 'VIC',
        postcode: '3000',
      },
    ],
    [
      'Taiwan, name first, 3-digit zip area glued to the county: kept apart for the customer to complete',
      '王小明 0912-345-678 100台北市中正區重慶南路一段122號',
      {
        country_id: taiwan,
        first_name: '小明',
        last_name: '王',
        phoneCode: '886',
        contactNumber: '912345678',
        state: '台北市',
        city: '中正區',
        address: '重慶南路一段122號',
        postcode: '',
        postcode_area: '100',
      },
    ],
    [
      'Taiwan in Simplified characters: the district (区) to the city, not the street line',
      '王小明 0912345678 100台北市中正区重庆南路一段122号',
      { state: '台北市', city: '中正区', address: '重庆南路一段122号', postcode: '', postcode_area: '100' },
    ],
    [
      'Taiwan, county and district written apart: the district is no name',
      '100 台北市 中正區 重慶南路一段122號 王小明 0912345678',
      { first_name: '小明', last_name: '王', state: '台北市', city: '中正區', address: '重慶南路一段122號' },
    ],
    [
      'Taiwan, a Simplified county (桃园市)',
      '桃园市中坜区中大路300号 李四 0912345678',
      { state: '桃园市', city: '中坜区', address: '中大路300号', last_name: '李', first_name: '四' },
    ],
    [
      'Taiwan, 5-digit postcode (padded), name last, full-width digits',
      '10041 臺北市中正區重慶南路一段１２２號 5樓 歐陽娜娜 ０９１２３４５６７８',
      {
        country_id: taiwan,
        first_name: '娜娜',
        last_name: '歐陽',
        postcode: '010041',
        state: '臺北市',
        city: '中正區',
        address: '重慶南路一段122號5樓',
        contactNumber: '912345678',
      },
    ],
    [
      'China, labelled the way shops copy it',
      '收货人：张三\n手机号码：13812345678\n所在地区：广东省深圳市南山区\n详细地址：科发路8号\n邮编：518057',
      {
        country_id: china,
        first_name: '三',
        last_name: '张',
        phoneCode: '86',
        contactNumber: '13812345678',
        state: '广东省',
        city: '深圳市',
        address: '南山区科发路8号',
        postcode: '518057',
      },
    ],
    [
      'China, a municipality, short province names',
      '李四 +86 139 1234 5678 北京朝阳区建国路88号 100022',
      {
        state: '北京市',
        city: '北京市',
        address: '朝阳区建国路88号',
        postcode: '100022',
        last_name: '李',
        first_name: '四',
      },
    ],
    [
      'Malaysia, postcode before the city',
      'Siti Aminah, 012-345 6789, No 12 Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
      {
        country_id: malaysia,
        first_name: 'Siti',
        last_name: 'Aminah',
        city: 'Kuala Lumpur',
        postcode: '50450',
        address: 'No 12 Jalan Ampang',
      },
    ],
  ])('%s', (_label, text, expected) => {
    const parsed = parseAddressText(text, { places });
    expect(parsed).toMatchObject(expected);
    expect(parsed.recognised.length).toBeGreaterThan(3);
  });

  it("completes a Taiwan address from its 3-digit zip area's district and county, and asks for the postcode", () => {
    const zipAreas = (countryId: number, postcode: string) =>
      countryId === taiwan && postcode === '100'
        ? [
            { suburb: 'Zhongzheng District', city: 'Zhongzheng District', state: 'Taipei City', stateCode: 'TPE' },
            { suburb: '中正區', city: '中正區', state: '臺北市', stateCode: 'TPE' },
          ]
        : undefined;
    expect(parseAddressText('王小明 0912345678 100 重庆南路一段122号', { places: zipAreas })).toMatchObject({
      state: '臺北市',
      city: '中正區',
      address: '重庆南路一段122号',
      postcode: '',
      postcode_area: '100',
    });
  });

  it('reads the suburb from the layout when there is no postcode data', () => {
    expect(parseAddressText('Tom Lee, 9 King St, Surry Hills NSW 2010')).toMatchObject({
      first_name: 'Tom',
      last_name: 'Lee',
      address: '9 King St',
      city: 'Surry Hills',
      postcode: '2010',
    });
  });

  it('uses the form country for a Hong Kong number without its code, and the phone country over it', () => {
    expect(
      parseAddressText('Chan Tai Man 9123 4567 Flat A 10/F 88 Nathan Road', { countryId: hongKong }),
    ).toMatchObject({
      country_id: hongKong,
      phoneCode: '852',
      contactNumber: '91234567',
    });
    expect(parseAddressText('Tom Lee 0412 345 678 9 King St', { countryId: taiwan }).country_id).toBe(australia);
  });

  it('recognises nothing in a text without an address', () => {
    expect(parseAddressText('hello there').recognised).toEqual([]);
    expect(parseAddressText('thank you!').recognised).toEqual([]);
    expect(parseAddressText('12 George Street').recognised).toEqual(['address']);
    expect(parseAddressText('Australia').recognised).toEqual([]);
  });

  it('splits an address longer than 60 characters over two lines', () => {
    const parsed = parseAddressText(
      'Tom Lee, Level 12 Building C Westfield Corporate Centre, 188 Pitt Street Mall Entrance, Sydney NSW 2000',
      { places },
    );
    expect(parsed.address).toBe('Level 12 Building C Westfield Corporate Centre');
    expect(parsed.address2).toBe('188 Pitt Street Mall Entrance');
  });
});
