import { exitOnStartFailure, startServer } from './server.js';

startServer().catch(exitOnStartFailure);
