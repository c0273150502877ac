<<<<<<< HEAD
export * from './responses.js';
=======
export * from './abn.js';
export * from './addresses.js';
export * from './postcodes.js';
export * from './recipient-draft.js';
export * from './recipient-phone.js';
>>>>>>> i16-domain
export * from './rules.js';
export * from './same-receiver.js';
export * from './schemas.js';
export * from './smart-address/index.js';
export * from './taiwan-id.js';
