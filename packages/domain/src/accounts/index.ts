export * from './closure.js';
export * from './names.js';
export * from './phone-rules.js';
export * from './responses.js';
export * from './schemas.js';
export * from './social.js';
export * from './social-providers.js';
export * from './third-party.js';
