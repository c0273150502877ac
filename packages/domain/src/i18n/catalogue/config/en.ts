/** Configuration by staff: logistics lines, extra-service prices, warehouse addresses, exchange rates. */
export const en = {
  'config.amountTooHigh': 'This amount is too high. Please check it.',
  'config.freeFreight': 'The first-weight price and the additional-weight price cannot both be 0.',
  'config.freeInsuranceAboveMax': 'Free insurance cannot be more than the maximum insurance.',
  'config.minChargeableAboveMax':
    'The minimum chargeable weight cannot be more than the heaviest parcel the line takes.',
  'config.supportNumberMissing':
    "The receiver or an address line must contain {supportNumber}: it is where the customer's support number goes.",
  'config.unknownPlaceholder': 'Only {supportNumber} may appear in braces.',
  'config.addressLineTooLong': 'This line is over 60 characters once the support number is filled in.',
  'config.goodsAllLanguages':
    'Write this text in English, Simplified and Traditional Chinese, or leave all three empty.',
  'config.goodsEveryAttribute': 'Send a rule for every kind of goods, each once.',
  'config.taiwanParcelLimit': 'A line to Taiwan takes parcels of at most 20 kg.',
  'config.rateTooHigh': 'An exchange rate must be less than 1,000,000 per AUD.',
} as const;

export type Key = keyof typeof en;
