/** The address book: recipients, their addresses and phone numbers. English: it fixes the keys; SPEC §8 sentences word for word. */
export const en = {
  'recipient.incomplete':
    'The recipient information you selected is incomplete. Please access the address book to modify the recipient information',
  'recipient.phoneIncorrect':
    "Your recipient's mobile phone number is incorrect, please go to the address book to modify it",
  'recipient.fieldTooLong': 'This entry is too long. Please shorten it.',
  'recipient.nzGstNumberInvalid': 'This GST number is not valid: 8 or 9 digits, as on the business’s GST registration.',
  'recipient.idNumberInvalid':
    'Please enter a valid Taiwan ID or resident certificate number: one letter, then 9 digits (e.g. A123456789).',
  'recipient.sameName':
    'The recipient {name} has the same name as another waybill in this batch. Please change the recipient name.',
  'recipient.sameReceiverMalaysia':
    'Malaysian customs treat parcels to one receiver as one consignment: {name} receives another waybill in this batch (same name, phone number or address). Please change the recipient.',
  'address.incomplete': 'The address is incomplete',
  'address.sameAsAddress2': 'The second address line must not repeat the first one.',
  'address.chineseRequired': 'Please write a Taiwan address in Chinese.',
  'address.taiwanPostcode': 'A Taiwan postcode has 6 digits (a 5-digit one is padded with a leading 0).',
  'address.postcodeInvalid': 'This postcode does not look right for the country you chose.',
  'abn.tooShort': 'The number must contain more than five characters',
  'abn.incorrect': 'The ABN number you entered is incorrect',
  'abn.notFound':
    'No business is registered under this ABN. Please check the number, or enter the company name yourself.',
  'smartAddress.nothingFound':
    'We could not recognise an address in this text. Please check it or fill in the fields yourself.',
} as const;

export type Key = keyof typeof en;
