import type { SocialProvider } from '@parcelway/domain';
import * as oidc from 'openid-client';
import type { SocialConfig } from '../../config.js';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  /** Only a provider that says so (OIDC `email_verified`) makes an email trusted. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The configured identity providers, through openid-client (authorization code with PKCE and state): Google by OpenID
 * Connect discovery, Facebook by its OAuth 2.0 endpoints and the Graph API. A provider without configuration is off.
 */
export class SocialProviders {
  private readonly configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(
    private readonly config: SocialConfig,
    private readonly redirectUri: string,
  ) {}

  enabled(): SocialProvider[] {
    return (['google', 'facebook'] as const).filter((provider) => this.config[provider]);
  }

  isEnabled(provider: SocialProvider): boolean {
    return Boolean(this.config[provider]);
  }

  async authorizationUrl(provider: SocialProvider, checks: AuthorizationChecks): Promise<string> {
    const configuration = await this.configuration(provider);
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      response_type: 'code',
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (provider === 'google') {
      parameters.scope = 'openid email profile';
      parameters.nonce = checks.nonce;
    } else {
      parameters.scope = 'email public_profile';
    }
    return oidc.buildAuthorizationUrl(configuration, parameters).href;
  }

  /** Exchanges the code the provider sent back (checking state, PKCE and, for OIDC, the ID token) for the identity. */
  async identify(provider: SocialProvider, callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderIdentity> {
    const configuration = await this.configuration(provider);
    if (provider === 'google') {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // Providers may keep the profile claims to the userinfo endpoint (OIDC Core 5.4); ask it when the ID token has none.
      const claims: Record<string, unknown> & { sub: string } =
        typeof idToken.email === 'string'
          ? idToken
          : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), sub: idToken.sub };
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        subject: claims.sub,
        email: text(claims.email).toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: text(claims.given_name) || text(claims.name),
        lastName: text(claims.family_name),
      };
    }
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
    });
    const graph = this.config.facebook?.graphUrl ?? '';
    const response = await oidc.fetchProtectedResource(
      configuration,
      tokens.access_token,
      new URL(`${graph}/me?fields=id,first_name,last_name,email`),
      'GET',
    );
    if (!response.ok) throw new Error(`the Graph API answered ${response.status}`);
    const me = (await response.json()) as { id?: unknown; first_name?: unknown; last_name?: unknown; email?: unknown };
    if (typeof me.id !== 'string' || !me.id) throw new Error('the Graph API named no user');
    return {
      subject: me.id,
      email: typeof me.email === 'string' ? me.email.toLowerCase() : '',
      // Facebook says nothing about whether the address was confirmed, so it is checked with a code like any other.
      emailVerified: false,
      firstName: typeof me.first_name === 'string' ? me.first_name : '',
      lastName: typeof me.last_name === 'string' ? me.last_name : '',
    };
  }

  private configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    let pending = this.configurations.get(provider);
    if (!pending) {
      pending = this.load(provider);
      // A failed discovery is tried again on the next sign-in rather than remembered.
      pending.catch(() => this.configurations.delete(provider));
      this.configurations.set(provider, pending);
    }
    return pending;
  }

  private async load(provider: SocialProvider): Promise<oidc.Configuration> {
    if (provider === 'google') {
      const google = this.config.google;
      if (!google) throw new Error('google is not configured');
      const issuer = new URL(google.issuer);
      return oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
        ...(issuer.protocol === 'http:' && { execute: [oidc.allowInsecureRequests] }),
      });
    }
    const facebook = this.config.facebook;
    if (!facebook) throw new Error('facebook is not configured');
    const configuration = new oidc.Configuration(
      {
        issuer: 'https://www.facebook.com',
        authorization_endpoint: facebook.authorizationUrl,
        token_endpoint: `${facebook.graphUrl}/oauth/access_token`,
      },
      facebook.clientId,
      undefined,
      oidc.ClientSecretPost(facebook.clientSecret),
    );
    if (facebook.graphUrl.startsWith('http:')) oidc.allowInsecureRequests(configuration);
    return configuration;
  }
}
