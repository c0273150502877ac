import { calendarDate } from '@parcelway/domain';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { customsReviewWarnings, startupReport } from './startup-report.js';

export interface StartOptions {
  /** Runs once the app is built, before it listens: `npm run demo` writes its sample offers here (demo-setup.ts). */
  prepare?: (app: FastifyInstance) => Promise<void>;
}

/** The app as a start makes it, not yet listening: the configuration from `environment`, built, then prepared. */
export async function openServer(
  environment: NodeJS.ProcessEnv,
  options: StartOptions = {},
  dependencies: AppDependencies = { startWorkers: true },
) {
  const config = loadConfig(environment);
  const app = await buildApp(config, dependencies);
  await options.prepare?.(app);
  return { app, config };
}

/** Reads the configuration from `environment`, builds the app and listens until a signal closes it. */
export async function startServer(
  environment: NodeJS.ProcessEnv = process.env,
  options: StartOptions = {},
  dependencies: AppDependencies = { startWorkers: true },
): Promise<void> {
  const { app, config } = await openServer(environment, options, dependencies);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  const report = startupReport(config);
  app.log.info(report.conveniences);
  for (const warning of report.warnings) app.log.warn(warning);
  for (const warning of customsReviewWarnings(calendarDate(new Date()))) app.log.warn(warning);
  await app.listen({ host: config.host, port: config.port });
  if (app.inboundMail) {
    const port = await app.inboundMail.listen();
    app.log.info(`order e-mails to <support number>@${config.inboundMail?.domain} are taken on port ${port}`);
  }
}

export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
