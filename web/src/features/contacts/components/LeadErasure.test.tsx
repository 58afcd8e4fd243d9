import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { CONTACT_MESSAGES } from '@contract/contacts';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { LeadErasure } from './LeadErasure';

const erasure = { contactId: 'lead-1', token: 'secret-token' };

function renderErasure() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadErasure erasure={erasure} ownerName="Jordan Rivera" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LeadErasure', () => {
  it('sends the receipt’s token for the lead and says the details are gone', async () => {
    const { fetch: fetchMock } = stubFetch({
      'POST /v1/public/leads/lead-1/erasure': { body: { data: { deleted: true } } },
    });
    const user = userEvent.setup();
    renderErasure();
    expect(screen.getByRole('heading', { name: 'Changed your mind?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my details' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your details were deleted, and Jordan Rivera was told.',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/v1/public/leads/lead-1/erasure');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'secret-token' });
  });

  it('shows why it could not, and lets the visitor try again', async () => {
    stubFetch({
      'POST /v1/public/leads/lead-1/erasure': {
        status: 404,
        body: { message: CONTACT_MESSAGES.erasureLinkInvalid, code: 'not-found' },
      },
    });
    const user = userEvent.setup();
    renderErasure();
    await user.click(screen.getByRole('button', { name: 'Delete my details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.erasureLinkInvalid);
    expect(screen.getByRole('button', { name: 'Delete my details' })).toBeEnabled();
  });
});
