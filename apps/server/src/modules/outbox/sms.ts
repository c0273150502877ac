/** Sends one text message to an international number (`+61…`) or throws. */
export interface SmsGateway {
  name: string;
  send(to: string, text: string): Promise<void>;
}

/** Twilio's Messages API (a form POST with basic auth): the shape of a real provider, configured by TWILIO_* env. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Another base URL speaking the same API (a local stand-in); Twilio's own by default. */
  baseUrl?: string;
}

export function twilioGateway(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsGateway {
  const base = config.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`twilio answered ${response.status}`);
    },
  };
}

export interface RecordedSms {
  to: string;
  text: string;
}

/** A local stand-in that keeps what it was given (tests, trying the app): nothing leaves the machine. */
export function recordingSmsGateway(): SmsGateway & { sent: RecordedSms[] } {
  const sent: RecordedSms[] = [];
  return {
    name: 'sms-recorder',
    sent,
    async send(to, text) {
      sent.push({ to, text });
    },
  };
}
