import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { PROFILE_MESSAGES } from '@contract/profiles';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { profileFixture } from '../../cards/cards.test-support';
import { CardLanguageSetting } from './CardLanguageSetting';

function renderSetting(cardLanguage: 'auto' | 'fr' = 'auto') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CardLanguageSetting profile={profileFixture({ cardLanguage })} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CardLanguageSetting', () => {
  it("offers the visitor's language and the five languages in their own names, showing the saved choice", () => {
    renderSetting('fr');
    const select = screen.getByRole('combobox', { name: 'Card language' });
    expect(select).toHaveValue('fr');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      "Visitor's language (automatic)",
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português',
    ]);
    expect(select).toHaveAccessibleDescription(/The language of your card, your lead form and its thank-you page/);
  });

  it('saves the choice with the profile', async () => {
    const { fetch: fetchMock } = stubFetch({
      'PUT /v1/profiles/p-work': { body: { data: profileFixture({ cardLanguage: 'de' }) } },
    });
    const user = userEvent.setup();
    renderSetting();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Card language' }), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/v1/profiles/p-work');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ cardLanguage: 'de' });
  });

  it("shows the API's refusal on the field", async () => {
    stubFetch({
      'PUT /v1/profiles/p-work': {
        status: 400,
        body: {
          message: PROFILE_MESSAGES.cardLanguageInvalid,
          code: 'bad-request',
          fields: { cardLanguage: PROFILE_MESSAGES.cardLanguageInvalid },
        },
      },
    });
    const user = userEvent.setup();
    renderSetting();
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.cardLanguageInvalid);
    expect(screen.getByRole('combobox', { name: 'Card language' })).toHaveAttribute('aria-invalid', 'true');
  });
});
