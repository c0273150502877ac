// The message catalogue and languages alone, without zod: small enough for a web app's first screen.
export * from './language.js';
export * from './messages.js';
