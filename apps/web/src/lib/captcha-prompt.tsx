import type { CaptchaWidget } from '@parcelway/domain';
import Dialog from 'antd-mobile/es/components/dialog';
import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { loadScript } from './third-party-config';

/** The one API Turnstile, hCaptcha and reCAPTCHA (v2) share for an explicitly rendered widget. */
interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): unknown;
  ready?(callback: () => void): void;
}

const GLOBALS = { turnstile: 'turnstile', hcaptcha: 'hcaptcha', recaptcha: 'grecaptcha' } as const;

async function widgetApi(captcha: CaptchaWidget): Promise<WidgetApi> {
  await loadScript(captcha.script_url);
  const api = (window as unknown as Record<string, WidgetApi | undefined>)[GLOBALS[captcha.provider]];
  if (!api) throw new Error('captcha script loaded without its API');
  if (api.ready) await new Promise<void>((resolve) => api.ready?.(resolve));
  return api;
}

function CaptchaBox({ captcha, onToken }: { captcha: CaptchaWidget; onToken: (token: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let gone = false;
    void widgetApi(captcha).then((api) => {
      if (gone || !host.current) return;
      api.render(host.current, { sitekey: captcha.site_key, callback: onToken });
    });
    return () => {
      gone = true;
    };
  }, [captcha, onToken]);
  return <div ref={host} className="captcha-box" data-testid="captcha-box" />;
}

/** Shows the provider's widget in a dialog; answers its token, or null when the customer closes the dialog. */
export function askForCaptcha(captcha: CaptchaWidget): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (token: string | null) => {
      if (settled) return;
      settled = true;
      handler.close();
      resolve(token);
    };
    const handler = Dialog.show({
      title: i18next.t('common:captcha.title'),
      content: <CaptchaBox captcha={captcha} onToken={(token) => finish(token)} />,
      closeOnAction: true,
      actions: [{ key: 'cancel', text: i18next.t('common:cancel'), onClick: () => finish(null) }],
    });
  });
}
