export { parseAddressText } from './parse.js';
export type { ParsedAddress, PlaceHint, SmartAddressOptions } from './types.js';
