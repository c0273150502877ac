export { parseAddressText } from './parse.js';
export type { ParsedAddress, PlaceHint, SmartAddressOptions } from './types.js';
export { SMART_ADDRESS_FIELDS } from './types.js';
