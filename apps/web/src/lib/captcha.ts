import i18next from 'i18next';

/** The server's CAPTCHA_TOKEN_HEADER (@parcelway/domain), written here: a value import of the domain package would put
 * it in the entry chunk. */
const CAPTCHA_TOKEN_HEADER = 'captcha-token';

/** Thrown when the customer closes the captcha without solving it: the request is not sent. */
export class CaptchaCancelled extends Error {
  constructor() {
    super(i18next.t('common:captcha.required'));
    this.name = 'CaptchaCancelled';
  }
}

/**
 * The header proving a human sends this request, or none when no captcha is configured (or inside our mini-program,
 * which signs its requests instead). The widget and its dialog load only now, when a request needs them.
 */
export async function captchaHeaders(): Promise<Record<string, string>> {
  const { getThirdPartyConfig } = await import('./third-party-config');
  const { captcha } = await getThirdPartyConfig();
  if (!captcha) return {};
  const { askForCaptcha } = await import('./captcha-prompt');
  const token = await askForCaptcha(captcha);
  if (!token) throw new CaptchaCancelled();
  return { [CAPTCHA_TOKEN_HEADER]: token };
}
