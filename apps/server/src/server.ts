import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startupReport } from './startup-report.js';

/** Reads the configuration from `environment`, builds the app and listens until a signal closes it. */
export async function startServer(environment: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(environment);
  const app = await buildApp(config, { startWorkers: true });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  const report = startupReport(config);
  app.log.info(report.conveniences);
  for (const warning of report.warnings) app.log.warn(warning);
  await app.listen({ host: config.host, port: config.port });
}

export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
