import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { loginNeedsCaptcha } from './failed-logins.js';
import { isSignedMiniProgram } from './mini-program.js';
import { type CaptchaVerifier, SiteverifyCaptcha } from './siteverify.js';

/** The request header carrying the widget's token to a route that needs one. */
export const CAPTCHA_HEADER = 'captcha-token';

type Hook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured captcha's server-side check; undefined when no captcha is configured. */
    captchaVerifier: CaptchaVerifier | undefined;
    /** preHandler for routes where abuse costs (sign-up, sending codes): a good token, unless captcha is off. */
    requireCaptcha: Hook;
    /** preHandler for sign-in: a good token once the account or address has failed too often. */
    requireCaptchaAfterFailedLogins: Hook;
  }
}

/** `data.captcha` tells the client to show the widget and send again with a token. */
const captchaError = (key: 'captcha.required' | 'captcha.failed') =>
  new AppError('invalid', key, { data: { captcha: true } });

/** Decorates the app with the captcha checks; with no CAPTCHA_* configured every check passes. */
export function registerCaptcha(app: FastifyInstance): void {
  const { config } = app.ctx;
  const verifier = config.captcha ? new SiteverifyCaptcha(config.captcha) : undefined;

  const check = async (request: FastifyRequest) => {
    if (!verifier) return;
    if (isSignedMiniProgram(request, config.miniProgramSigningSecret, app.ctx.clock())) return;
    const token = request.headers[CAPTCHA_HEADER];
    if (typeof token !== 'string' || token.trim() === '' || token.length > 4096) throw captchaError('captcha.required');
    if (!(await verifier.verify(token.trim(), request.ip))) throw captchaError('captcha.failed');
  };

  app.decorate('captchaVerifier', verifier);
  app.decorate('requireCaptcha', check);
  app.decorate('requireCaptchaAfterFailedLogins', async (request: FastifyRequest) => {
    if (!verifier) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (await loginNeedsCaptcha(app.ctx, typeof email === 'string' ? email : '', request.ip)) await check(request);
  });
}
