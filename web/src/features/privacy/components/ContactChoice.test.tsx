import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { profileFixture } from '../../cards/cards.test-support';
import { ContactChoice } from './ContactChoice';
import { needsContactChoice } from '../contact-choice';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

const fresh = profileFixture({
  email: '',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

function recordCalls() {
  return stubFetch({ [`PUT /v1/profiles/${fresh.id}`]: { body: { data: fresh } } }).calls;
}

function renderChoice(phoneNumber: string | null = '+1 415 555 0100') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactChoice profile={fresh} signInEmail="ada@example.com" phoneNumber={phoneNumber} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('needsContactChoice', () => {
  it('asks only about a first profile nobody has saved yet', () => {
    expect(needsContactChoice(fresh, [fresh])).toBe(true);
    expect(needsContactChoice({ ...fresh, updatedAt: '2030-01-02T00:00:00.000Z' }, [fresh])).toBe(false);
    expect(needsContactChoice(fresh, [fresh, profileFixture({ id: 'p2', default: false })])).toBe(false);
  });
});

describe('ContactChoice', () => {
  it('starts with nothing ticked, with labelled choices that name what would be shown', () => {
    recordCalls();
    renderChoice();
    expect(screen.getByRole('heading', { name: 'What should your page show?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show my email, ada@example.com' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show my phone number, +1 415 555 0100' })).not.toBeChecked();
  });

  it('shows what was ticked, and turns the contact section on for it', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderChoice();
    await user.click(screen.getByRole('checkbox', { name: /Show my email/ }));
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1), FIRST_ANSWER);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining(`/v1/profiles/${fresh.id}`),
      body: { email: 'ada@example.com', phoneNumbers: [], config: { sections: { contact: true } } },
    });
  });

  it('keeps everything private when nothing is ticked, and asks about the phone only when there is one', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderChoice(null);
    expect(screen.queryByRole('checkbox', { name: /phone/ })).toBeNull();
    await user.keyboard('{Tab}{Tab}{Enter}');
    await vi.waitFor(() => expect(calls).toHaveLength(1), FIRST_ANSWER);
    expect(calls[0].body).toEqual({ email: '', phoneNumbers: [], config: { sections: { contact: false } } });
  });
});
