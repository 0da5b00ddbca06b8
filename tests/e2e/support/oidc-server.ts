// A local OpenID Connect provider standing in for Google in the e2e run: discovery, authorization
// code with PKCE, client secret, RS256-signed ID tokens. Its development login form accepts any
// login; a login that is an e-mail address becomes the account's verified e-mail.
import Provider from 'oidc-provider';
import { E2E } from './constants';

const provider = new Provider(E2E.oidcIssuer, {
  clients: [
    {
      client_id: E2E.oidcClientId,
      client_secret: E2E.oidcClientSecret,
      redirect_uris: [`${E2E.appUrl}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx: unknown, id: string) {
    return {
      accountId: id,
      async claims() {
        const email = id.includes('@') ? id.toLowerCase() : `${id}@exemplo.com`;
        return { sub: id, email, email_verified: true, name: email.split('@')[0] };
      },
    };
  },
});
provider.proxy = false;

provider.listen(E2E.oidcPort, '127.0.0.1');
console.log(`OpenID provider listening at ${E2E.oidcIssuer}`);
