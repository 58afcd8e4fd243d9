import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { JobTitleField } from './JobTitleField';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

function Field() {
  const [value, setValue] = useState('');
  return <JobTitleField typed={value} value={value} onChange={(e) => setValue(e.target.value)} name="jobTitle" />;
}

afterEach(() => vi.unstubAllGlobals());

describe('JobTitleField', () => {
  it('suggests titles for what is typed, in a list tied to the labelled field', async () => {
    const data = [
      { title: 'Chief Happiness Officer', source: 'own' },
      { title: 'Software developer', source: 'standard' },
    ];
    const { calls } = stubFetch({ 'GET /v1/tools/occupations': { body: { data } } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Field />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Job title' });
    await user.type(input, 'so');
    await vi.waitFor(
      () => expect(document.querySelectorAll(`#${CSS.escape(input.getAttribute('list')!)} option`)).toHaveLength(2),
      FIRST_ANSWER,
    );
    const options = [
      ...document.querySelectorAll<HTMLOptionElement>(`#${CSS.escape(input.getAttribute('list')!)} option`),
    ].map((o) => o.value);
    expect(options).toEqual(['Chief Happiness Officer', 'Software developer']);
    // One request once typing settles, not one a letter.
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toContain('/v1/tools/occupations?q=so');
  });

  it('asks nothing for a single letter', async () => {
    const { fetch: fetchMock } = stubFetch();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Field />
      </QueryClientProvider>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Job title' }), 's');
    await new Promise((r) => setTimeout(r, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
