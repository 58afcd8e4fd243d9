// The providers' fakes as one local server, for `npm start` and the end-to-end run:
// `tsx functions/test/fakes/serve.ts <port>`. The API finds them through EVERLINK_FAKES_URL.
// The company directory's OIDC provider and SAML IdP (docs/sso.md) listen on the next port: OIDC_DEV_ISSUER.
// DIRECTORY_REDIRECT_URI: the serving app's /sso/callback, when it is not on one of the usual ports.
import { startProviderFakes } from './index';
import {
  DIRECTORY_REDIRECT_URIS,
  startCompanyDirectory,
} from '../../src/integrations/sso-directory/fake/oidc-directory.fake';

const port = Number(process.argv[2] ?? 4600);
const fakes = await startProviderFakes(port);
const extra = process.env.DIRECTORY_REDIRECT_URI;
const directory = await startCompanyDirectory({
  port: port + 1,
  redirectUris: extra ? [...new Set([...DIRECTORY_REDIRECT_URIS, extra])] : DIRECTORY_REDIRECT_URIS,
});
console.log(`Company directory (OIDC) at ${directory.issuer}, SAML metadata at ${directory.samlMetadataUrl}`);
console.log(`Provider fakes at ${fakes.url} (DNS on UDP ${fakes.dnsServer})`);
const stop = async () => {
  await Promise.all([fakes.close(), directory.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
