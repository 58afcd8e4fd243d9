import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { PROFILE_MESSAGES } from '@contract/profiles';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { profileFixture } from '../../cards/cards.test-support';
import { CardIndexingSetting } from './CardIndexingSetting';

function renderSetting(indexable = false) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CardIndexingSetting profile={profileFixture({ indexable })} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CardIndexingSetting', () => {
  it('shows the saved choice as a labelled checkbox with what it means', () => {
    renderSetting(true);
    const box = screen.getByRole('checkbox', { name: 'Let search engines show my card' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/Google and other search engines may list your profile's page/);
  });

  it('is off for a profile that never chose, and saves the owner turning it on', async () => {
    const { fetch: fetchMock } = stubFetch({
      'PUT /v1/profiles/p-work': { body: { data: profileFixture({ indexable: true }) } },
    });
    const user = userEvent.setup();
    renderSetting();
    const box = screen.getByRole('checkbox', { name: 'Let search engines show my card' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save search setting' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/v1/profiles/p-work');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ indexable: true });
  });

  it("shows the API's refusal", async () => {
    stubFetch({
      'PUT /v1/profiles/p-work': {
        status: 400,
        body: {
          message: PROFILE_MESSAGES.indexableInvalid,
          code: 'bad-request',
          fields: { indexable: PROFILE_MESSAGES.indexableInvalid },
        },
      },
    });
    const user = userEvent.setup();
    renderSetting();
    await user.click(screen.getByRole('button', { name: 'Save search setting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.indexableInvalid);
  });
});
