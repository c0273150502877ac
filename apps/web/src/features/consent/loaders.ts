import type { AnalyticsConfig, ChatConfig, UserInfo } from '@parcelway/domain';
import { loadScript } from '../../lib/third-party-config';

type Queue = unknown[][];
type Globals = {
  dataLayer?: unknown[];
  $crisp?: Queue;
  CRISP_WEBSITE_ID?: string;
  Tawk_API?: Record<string, unknown>;
  Tawk_LoadStart?: Date;
};
const globals = () => window as unknown as Globals;

/** Plausible (its hash-routing script by default) or GA4 through gtag, set up from our code: no inline script. */
export function loadAnalytics(analytics: AnalyticsConfig): void {
  if (analytics.provider === 'plausible') {
    void loadScript(analytics.script_url, { defer: '', 'data-domain': analytics.domain }).catch(() => undefined);
    return;
  }
  const w = globals();
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  // gtag queues its arguments object, as Google's snippet does.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag reads the arguments object itself
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', analytics.measurement_id);
  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.measurement_id)}`;
  void loadScript(src).catch(() => undefined);
}

/** Who the chat agent talks to: the logged-in customer's id (support number), name and email, when there is one. */
export function loadChat(chat: ChatConfig, user: UserInfo | undefined): void {
  const w = globals();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : undefined;
  if (chat.provider === 'crisp') {
    w.$crisp ??= [];
    w.CRISP_WEBSITE_ID = chat.website_id;
    if (user) {
      w.$crisp.push(['set', 'user:email', [user.email]]);
      if (name) w.$crisp.push(['set', 'user:nickname', [name]]);
      w.$crisp.push(['set', 'session:data', [[['customer_id', String(user.id)]]]]);
    }
    void loadScript('https://client.crisp.chat/l.js').catch(() => undefined);
    return;
  }
  const api: Record<string, unknown> = w.Tawk_API ?? {};
  w.Tawk_API = api;
  w.Tawk_LoadStart = new Date();
  if (user) {
    api.visitor = { name, email: user.email };
    api.onLoad = () => {
      const setAttributes = api.setAttributes as ((values: object, callback: () => void) => void) | undefined;
      setAttributes?.({ 'customer-id': String(user.id) }, () => undefined);
    };
  }
  const src = `https://embed.tawk.to/${encodeURIComponent(chat.property_id)}/${encodeURIComponent(chat.widget_id)}`;
  void loadScript(src, { crossorigin: '*', charset: 'UTF-8' }).catch(() => undefined);
}

/** Identifies the customer to a chat already loaded once they sign in. */
export function identifyChat(chat: ChatConfig, user: UserInfo): void {
  const w = globals();
  if (chat.provider === 'crisp') {
    w.$crisp?.push(['set', 'user:email', [user.email]]);
    w.$crisp?.push(['set', 'user:nickname', [`${user.first_name} ${user.last_name}`.trim()]]);
    w.$crisp?.push(['set', 'session:data', [[['customer_id', String(user.id)]]]]);
  }
}
