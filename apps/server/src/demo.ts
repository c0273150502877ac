import { DEMO_START, demoEnvironment } from './demo-setup.js';
import { exitOnStartFailure, startServer } from './server.js';

/** `npm run demo`: the app with the demo conveniences and sample offers of demo-setup.ts. */
const port = process.env.PORT ?? '3000';
const environment = demoEnvironment(process.env, port);

console.log(
  [
    '',
    '  ┌──────────────────────────────────────────────────────────────────────────────┐',
    '  │ Parcelway DEMO — not for real customers                                      │',
    `  │ http://127.0.0.1:${port.padEnd(60)}│`,
    '  │ DEV_MAILBOX=true       every mail and SMS (codes too) at /dev/mailbox?to=     │',
    '  │ PAYMENTS_SANDBOX=true  card and wallet payments succeed with no money moved   │',
    '  │ sample offers          a plan, a lottery wheel and a coupon, named "Sample:"  │',
    '  │ bound to 127.0.0.1 only: nobody else can reach it                             │',
    '  └──────────────────────────────────────────────────────────────────────────────┘',
    '',
  ].join('\n'),
);

startServer(environment, DEMO_START).catch(exitOnStartFailure);
