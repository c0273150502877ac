import { describe, expect, it } from 'vitest';
import { launchRedirect } from '../src/app/launch';
import { findRoute } from '../src/app/routes';

const redirectFor = (path: string, state: { hasToken: boolean; logoSeen: boolean }) =>
  launchRedirect(path, findRoute(path), state);

describe('launch behaviour (SPEC §2)', () => {
  it('shows the logo page first until its flag is set', () => {
    expect(redirectFor('/pages/index/index', { hasToken: true, logoSeen: false })).toBe('/pages/index/logo');
    expect(redirectFor('/pages/login/sign', { hasToken: false, logoSeen: false })).toBe('/pages/index/logo');
    expect(redirectFor('/pages/index/logo', { hasToken: false, logoSeen: false })).toBeNull();
  });

  it('sends a visitor without a token to the language chooser, except sign-up, shipment date detail and the social page', () => {
    const anonymous = { hasToken: false, logoSeen: true };
    for (const path of ['/pages/index/index', '/pages/parcel/list', '/pages/personal/index', '/pages/waybill/pay']) {
      expect(redirectFor(path, anonymous), path).toBe('/pages/login/changeLang');
    }
    for (const path of ['/pages/login/sign', '/pages/index/shipmentDateDetail', '/pages/login/socialPage']) {
      expect(redirectFor(path, anonymous), path).toBeNull();
    }
  });

  it('lets the sign-in screens open without a token, so the chooser can lead to them', () => {
    const anonymous = { hasToken: false, logoSeen: true };
    for (const path of ['/pages/login/changeLang', '/pages/login/index', '/pages/login/email', '/pages/login/forgot']) {
      expect(redirectFor(path, anonymous), path).toBeNull();
    }
  });

  it('lets the tracking share pages skip every check', () => {
    for (const path of ['/pages/waybill/traceShare', '/pages/waybill/traceShareDetail', '/pages/waybill/traceCard']) {
      expect(redirectFor(path, { hasToken: false, logoSeen: false }), path).toBeNull();
    }
  });

  it('opens the e-mail confirmation link on a device that never opened the app, signed in or not', () => {
    for (const state of [
      { hasToken: false, logoSeen: false },
      { hasToken: true, logoSeen: false },
      { hasToken: false, logoSeen: true },
    ]) {
      expect(redirectFor('/pages/login/verification', state)).toBeNull();
    }
  });

  it('opens any page for a logged-in customer who has seen the logo', () => {
    expect(redirectFor('/pages/personal/index', { hasToken: true, logoSeen: true })).toBeNull();
  });

  it('sends a signed-in customer from the ways in (sign-in choice, email log-in, sign-up) Home: Back never shows them', () => {
    const signedIn = { hasToken: true, logoSeen: true };
    for (const path of ['/pages/login/index', '/pages/login/email', '/pages/login/sign']) {
      expect(redirectFor(path, signedIn), path).toBe('/pages/index/index');
    }
    // Binding a mobile and resetting a forgotten password still open signed in.
    for (const path of ['/pages/login/mobile', '/pages/login/forgot']) {
      expect(redirectFor(path, signedIn), path).toBeNull();
    }
  });
});

describe("a first visit's language", () => {
  it("is the browser's when it is English or Chinese, Simplified or Traditional by region or script", async () => {
    const { browserLanguage } = await import('../src/lib/locale');
    expect(browserLanguage(['en-US', 'zh-CN'])).toBe('en');
    expect(browserLanguage(['en'])).toBe('en');
    for (const tag of ['zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN', 'zh']) expect(browserLanguage([tag]), tag).toBe('cn');
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW', 'zh-MO'])
      expect(browserLanguage([tag]), tag).toBe('tw');
    // The first of the browser's languages the app speaks wins.
    expect(browserLanguage(['fr-FR', 'zh-TW', 'en'])).toBe('tw');
  });

  it('is none of them for other browsers, which start in SPEC’s default', async () => {
    const { browserLanguage } = await import('../src/lib/locale');
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
    expect(browserLanguage(['zhx', 'english'])).toBeNull();
  });
});
