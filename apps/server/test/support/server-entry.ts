// The server as `npm start` starts it (src/main.ts), for the several-servers test: with TEST_JOB_INTERVAL_MS every
// scheduled job runs first after that many milliseconds and then at that interval, so the jobs of three servers meet
// within seconds instead of an hour.
import { exitOnStartFailure, startServer } from '../../src/server.js';

const interval = Number(process.env.TEST_JOB_INTERVAL_MS);
startServer(process.env, {}, { startWorkers: true, ...(interval > 0 && { jobIntervalMs: interval }) }).catch(
  exitOnStartFailure,
);
