import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { expectNoAxeViolations } from '../../../test/axe.test-support';
import { FIRST_ANSWER, OIDC, SAML, SSO, emptyIdentity, renderIdentity } from '../identity.test-support';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUb\n-----END CERTIFICATE-----';

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = {
    ...emptyIdentity(),
    [`PUT ${SSO}`]: { body: { data: OIDC } },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

const puts = () => calls.filter((c) => c.method === 'PUT' && c.path === SSO).map((c) => c.body);

async function openForm() {
  const user = userEvent.setup();
  renderIdentity();
  await user.click(await screen.findByRole('button', { name: 'Set up single sign-on' }, FIRST_ANSWER));
  return { user, form: screen.getByRole('form', { name: 'Identity provider' }) };
}

describe('SsoSection', () => {
  it('checks an OIDC provider’s fields, asks for a secret the first time, and sends only OIDC’s fields', async () => {
    const { user, form } = await openForm();
    await expectNoAxeViolations(form);
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByText('Enter the client secret.')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    await user.type(within(form).getByLabelText('Display name'), 'Acme account');
    await user.type(within(form).getByLabelText('Issuer URL'), 'not a url');
    await user.type(within(form).getByLabelText('Client ID'), 'everlink-client');
    await user.type(within(form).getByLabelText('Client secret'), 's3cret');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByLabelText('Issuer URL')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);
    await user.clear(within(form).getByLabelText('Issuer URL'));
    await user.type(within(form).getByLabelText('Issuer URL'), 'https://login.acme.test');
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText('Identity provider saved.')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        type: 'oidc',
        displayName: 'Acme account',
        issuer: 'https://login.acme.test',
        clientId: 'everlink-client',
        clientSecret: 's3cret',
      },
    ]);
  });

  it('shows the provider, what to register with copy buttons, and keeps the stored secret on an edit', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    const { container } = renderIdentity();
    const sso = await screen.findByRole('region', { name: 'Single sign-on' }, FIRST_ANSWER);
    expect(await within(sso).findByText('Acme account (OpenID Connect)')).toBeInTheDocument();
    expect(sso).toHaveTextContent('Stored (never shown)');
    expect(within(sso).getByLabelText('Redirect URI')).toHaveValue(OIDC.callbackUrl);
    await user.click(within(sso).getByRole('button', { name: 'Copy Redirect URI' }));
    expect(writeText).toHaveBeenCalledWith(OIDC.callbackUrl);
    expect(within(sso).getByRole('button', { name: 'Redirect URI copied' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(within(sso).getByRole('button', { name: 'Edit provider' }));
    const form = within(sso).getByRole('form', { name: 'Identity provider' });
    expect(within(form).getByLabelText('Display name')).toHaveValue('Acme account');
    expect(within(form).getByLabelText('Client secret')).toHaveValue('');
    expect(form).toHaveTextContent('A secret is stored and kept.');
    await user.clear(within(form).getByLabelText('Display name'));
    await user.type(within(form).getByLabelText('Display name'), 'Acme SSO');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText('Identity provider saved.')).toBeInTheDocument();
    expect(puts()).toEqual([{ type: 'oidc', displayName: 'Acme SSO', issuer: OIDC.issuer, clientId: OIDC.clientId }]);
  });

  it('asks for SAML metadata or the three fields, refuses what is not a certificate, and sends the chosen source only', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'SAML' }));
    await user.type(within(form).getByLabelText('Display name'), 'Acme SAML');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByText('Paste or upload the provider’s metadata XML.')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'Entity ID, sign-in URL and certificates' }));
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByText('Enter the identity provider’s entity ID.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the sign-in URL.')).toBeInTheDocument();
    expect(within(form).getByText('Paste the provider’s signing certificate.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Identity provider entity ID'), 'https://idp.acme.test/entity');
    await user.type(within(form).getByLabelText('Sign-in (SSO) URL'), 'https://idp.acme.test/sso');
    await user.type(within(form).getByLabelText('Certificates (PEM)'), 'garbage');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByText('Paste a PEM certificate.')).toBeInTheDocument();
    expect(puts()).toEqual([]);

    await user.clear(within(form).getByLabelText('Certificates (PEM)'));
    await user.click(within(form).getByLabelText('Certificates (PEM)'));
    await user.paste(`${PEM}\n${PEM}`);
    answers[`GET ${SSO}`] = { body: { data: SAML } };
    answers[`PUT ${SSO}`] = { body: { data: SAML } };
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText('Identity provider saved.')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        type: 'saml',
        displayName: 'Acme SAML',
        idpEntityId: 'https://idp.acme.test/entity',
        ssoUrl: 'https://idp.acme.test/sso',
        x509Certificates: [PEM, PEM],
      },
    ]);
    // What to register at the provider, and each certificate's expiry.
    const sso = screen.getByRole('region', { name: 'Single sign-on' });
    expect(await within(sso).findByLabelText('SP entity ID')).toHaveValue(SAML.spEntityId);
    expect(within(sso).getByLabelText('ACS (reply) URL')).toHaveValue(SAML.callbackUrl);
    const certs = within(sso).getByRole('list', { name: 'Signing certificates' });
    expect(within(certs).getByText('CN=idp.acme.test').closest('li')).toHaveTextContent('Valid');
    expect(within(certs).getByText('CN=old.acme.test').closest('li')).toHaveTextContent('Expired');
  });

  it('reads an uploaded metadata file and shows the API’s refusal on the form', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'SAML' }));
    await user.type(within(form).getByLabelText('Display name'), 'Acme SAML');
    const xml = '<EntityDescriptor entityID="x"/>';
    await user.upload(
      within(form).getByLabelText('Upload metadata file'),
      new File([xml], 'idp.xml', { type: 'text/xml' }),
    );
    expect(await within(form).findByLabelText('Metadata XML')).toHaveValue(xml);
    answers[`PUT ${SSO}`] = {
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        fields: { metadataXml: 'This is not valid SAML metadata for an identity provider.' },
      },
    };
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(
      await within(form).findByText('This is not valid SAML metadata for an identity provider.'),
    ).toBeInTheDocument();
    expect(puts()).toEqual([{ type: 'saml', displayName: 'Acme SAML', metadataXml: xml }]);
  });

  it('removes the provider after a confirmation that warns when it is enforced', async () => {
    const user = userEvent.setup();
    answers[`GET ${SSO}`] = { body: { data: { ...OIDC, enforced: true } } };
    answers[`DELETE ${SSO}`] = { status: 204 };
    renderIdentity();
    await user.click(await screen.findByRole('button', { name: 'Remove provider' }, FIRST_ANSWER));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Acme account?' });
    expect(dialog).toHaveTextContent('removing the provider also stops enforcing it');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    answers[`GET ${SSO}`] = { body: { data: null } };
    await user.click(within(dialog).getByRole('button', { name: 'Remove provider' }));
    expect(await screen.findByText('Identity provider removed.')).toBeInTheDocument();
    expect(await screen.findByText('No identity provider yet')).toBeInTheDocument();
  });
});
