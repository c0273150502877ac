import type { AppConfig } from '../../config.js';

/** Checks a captcha token with its provider; false for a bad, used or expired token and when the provider fails. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

const VERIFY_TIMEOUT_MS = 10_000;

/**
 * Cloudflare Turnstile, hCaptcha and reCAPTCHA share one server-side check: a form POST of the secret, the token and
 * the client's address to the provider's siteverify URL, answering JSON with `success`.
 */
export class SiteverifyCaptcha implements CaptchaVerifier {
  constructor(private readonly captcha: NonNullable<AppConfig['captcha']>) {}

  async verify(token: string, remoteIp: string): Promise<boolean> {
    try {
      const response = await fetch(this.captcha.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.captcha.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}
