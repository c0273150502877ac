import { exitOnStartFailure, startServer } from './server.js';

/**
 * `npm run demo`: the app with both demo conveniences on — the dev mailbox (every mail and SMS readable at
 * /dev/mailbox, reset codes included) and the payment sandbox (card and wallet payments that move no money) — bound to
 * this machine only, so nobody else can read the mailbox or "pay".
 */
const port = process.env.PORT ?? '3000';
const environment = { ...process.env, DEV_MAILBOX: 'true', PAYMENTS_SANDBOX: 'true', HOST: '127.0.0.1', PORT: port };

console.log(
  [
    '',
    '  ┌──────────────────────────────────────────────────────────────────────────────┐',
    '  │ Parcelway DEMO — not for real customers                                      │',
    `  │ http://127.0.0.1:${port.padEnd(60)}│`,
    '  │ DEV_MAILBOX=true       every mail and SMS (codes too) at /dev/mailbox?to=     │',
    '  │ PAYMENTS_SANDBOX=true  card and wallet payments succeed with no money moved   │',
    '  │ bound to 127.0.0.1 only: nobody else can reach it                             │',
    '  └──────────────────────────────────────────────────────────────────────────────┘',
    '',
  ].join('\n'),
);

startServer(environment).catch(exitOnStartFailure);
