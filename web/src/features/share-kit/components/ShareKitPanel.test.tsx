import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CompanyShareKit, ShareKit } from '@contract/share-kit';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../test/fetch-stub.test-support';
import { ShareKitPanel } from './ShareKitPanel';

const FIRST_ANSWER = { timeout: 5000 };

const KIT: ShareKit = {
  profileId: 'p1',
  cardUrl: 'https://everlink.example/card/@rey',
  qrUrl: 'https://everlink.example/v1/profiles/p1/qr.png',
  wallet: { apple: true, google: true },
  signature: { design: 'classic', locked: false },
  background: { design: 'gradient', locked: false },
  company: null,
};

const COMPANY: CompanyShareKit = {
  companyId: 'acme',
  signatureDesign: null,
  backgroundDesign: 'bold',
  updatedAt: null,
  updatedBy: null,
};

let calls: StubRequest[] = [];

/** A small API: the kit, signatures, backgrounds (a few PNG bytes), the pass and the company's designs. */
function serve(kit: ShareKit) {
  calls = stubFetch({
    '/v1/profiles/p1/share-kit': { body: { data: kit } },
    '/v1/profiles/p1/signature': () =>
      new Response('<table><tr><td>Rey</td></tr></table>', { headers: { 'Content-Type': 'text/html' } }),
    '/v1/profiles/p1/backgrounds/*': () =>
      new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    '/v1/profiles/p1/wallet/apple': () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'Content-Type': 'application/vnd.apple.pkpass',
          'Content-Disposition': 'attachment; filename="Rey Seller.pkpass"',
        },
      }),
    '/v1/company/acme/share-kit': ({ method, body }) => ({
      body: { data: method === 'PUT' ? { ...COMPANY, ...(body as object) } : COMPANY },
    }),
  }).calls;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShareKitPanel profileId="p1" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no object URLs; the panel makes them for thumbnails and downloads.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:thumb'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('ShareKitPanel', () => {
  it('offers both wallets, the signature and three backgrounds; the pass downloads from the API', async () => {
    serve(KIT);
    renderPanel();
    expect(screen.getByText('Loading your share kit…')).toBeInTheDocument();
    const apple = await screen.findByRole('button', { name: 'Add to Apple Wallet' }, FIRST_ANSWER);
    expect(screen.getByRole('button', { name: /Save to Google Wallet/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email signature' })).toBeInTheDocument();
    for (const label of ['Gradient', 'Minimal', 'Bold'])
      expect(await screen.findByRole('img', { name: `${label} call background` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Designs for everyone/ })).not.toBeInTheDocument();

    await userEvent.setup().click(apple);
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/profiles/p1/wallet/apple')).toBe(true));
  });

  it("shows only the company's background when it is locked, and says so", async () => {
    serve({
      ...KIT,
      background: { design: 'bold', locked: true },
      company: { id: 'acme', name: 'Acme', canChoose: false },
    });
    renderPanel();
    expect(await screen.findByRole('img', { name: 'Bold call background' }, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Gradient call background' })).not.toBeInTheDocument();
    expect(screen.getByText('Acme chose the Bold background for everyone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Bold (PNG)' })).toBeEnabled();
  });

  it('says when this server signs no wallet passes', async () => {
    serve({ ...KIT, wallet: { apple: false, google: false } });
    renderPanel();
    expect(
      await screen.findByText('Wallet passes are not set up on this server yet.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
  });

  it("lets a company admin hand designs to everyone, starting from the company's current choice", async () => {
    serve({ ...KIT, company: { id: 'acme', name: 'Acme', canChoose: true } });
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'Designs for everyone at Acme' }, FIRST_ANSWER),
    ).toBeInTheDocument();
    const signature = await screen.findByRole('combobox', { name: 'Email signature' });
    expect(signature).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Call background' })).toHaveValue('bold');
    const save = screen.getByRole('button', { name: 'Save for everyone' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.selectOptions(signature, 'modern');
    await user.click(save);
    await waitFor(() =>
      expect(calls.map(({ method, path, body }) => ({ method, path, body })).find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/v1/company/acme/share-kit',
        body: { signatureDesign: 'modern', backgroundDesign: 'bold' },
      }),
    );
  });

  it('shows an error with a retry when the kit cannot be loaded', async () => {
    stubFetch();
    renderPanel();
    expect(await screen.findByText('Your share kit could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
