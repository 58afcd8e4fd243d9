import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY_CRM_MESSAGES } from '@contract/company-crm';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { BASE, COMPANY, PROPERTIES, hubspot } from '../company-crm.test-support';
import { MappingEditor } from './MappingEditor';

const FIRST_ANSWER = { timeout: 5000 };

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = { [`GET ${BASE}/hubspot/properties`]: { body: { data: { properties: PROPERTIES } } } };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderEditor() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MappingEditor companyId={COMPANY} crm={hubspot} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const row = (field: string) => screen.getByRole('group', { name: field });
const saved = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('MappingEditor', () => {
  it('offers the CRM’s live properties, custom and required ones marked, and flags a required one left out', async () => {
    const user = userEvent.setup();
    renderEditor();
    const form = await screen.findByRole('form', { name: 'Field mapping' }, FIRST_ANSWER);
    const property = within(row('Job title')).getByLabelText('HubSpot property');
    expect(property).toHaveValue('jobtitle');
    expect(
      within(property)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a property', 'Email (required)', 'Job Title', 'First Name', 'Badge title (custom)']);
    expect(form).toHaveTextContent('HubSpot needs these for a new record: Email.');
    expect(form).not.toHaveTextContent('Not mapped yet');
    await user.click(within(row('Email')).getByRole('button', { name: 'Remove Email → Email' }));
    expect(form).toHaveTextContent('Not mapped yet: Email.');
  });

  it('maps a field to a custom property, adds and removes rows, and saves the rows', async () => {
    const user = userEvent.setup();
    answers[`PUT ${BASE}/hubspot/mapping`] = ({ body }) => ({ body: { data: { ...hubspot, ...(body as object) } } });
    renderEditor();
    await screen.findByRole('form', { name: 'Field mapping' }, FIRST_ANSWER);
    expect(screen.getByRole('button', { name: 'Save mapping' })).toBeDisabled();
    await user.selectOptions(within(row('Job title')).getByLabelText('HubSpot property'), 'Badge title (custom)');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    const added = screen.getAllByRole('group').at(-1)!;
    await user.selectOptions(within(added).getByLabelText('Everlink field'), 'First name');
    await user.selectOptions(within(added).getByLabelText('HubSpot property'), 'First Name');
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() =>
      expect(saved()).toEqual([
        {
          rows: [
            { source: 'email', property: 'email' },
            { source: 'jobTitle', property: 'badge_title' },
            { source: 'firstName', property: 'firstname' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save mapping' })).toBeDisabled());
    // The answer is the saved CRM: the properties are not read again.
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('does not send a row without a property', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('form', { name: 'Field mapping' }, FIRST_ANSWER);
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    const added = screen.getAllByRole('group').at(-1)!;
    expect(await within(added).findByRole('alert')).toBeInTheDocument();
    expect(within(added).getByLabelText('HubSpot property')).toHaveAttribute('aria-invalid', 'true');
    expect(saved()).toEqual([]);
  });

  it('shows the API’s refusal of a property by its row, and reads the CRM’s properties again', async () => {
    const user = userEvent.setup();
    answers[`PUT ${BASE}/hubspot/mapping`] = {
      status: 400,
      body: {
        message: COMPANY_CRM_MESSAGES.unknownProperty,
        code: 'unknown-property',
        fields: { 'rows.1.property': COMPANY_CRM_MESSAGES.unknownProperty },
        details: { properties: PROPERTIES },
      },
    };
    renderEditor();
    await screen.findByRole('form', { name: 'Field mapping' }, FIRST_ANSWER);
    await user.selectOptions(within(row('Job title')).getByLabelText('HubSpot property'), 'Badge title (custom)');
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await within(row('Job title')).findByText(COMPANY_CRM_MESSAGES.unknownProperty)).toBeInTheDocument();
    const reads = () => calls.filter((c) => c.path === `${BASE}/hubspot/properties`).length;
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('says when the CRM’s properties could not be read', async () => {
    answers[`GET ${BASE}/hubspot/properties`] = {
      status: 409,
      body: { message: COMPANY_CRM_MESSAGES.needsReconnect, code: 'conflict' },
    };
    renderEditor();
    expect(await screen.findByText('HubSpot’s properties could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_CRM_MESSAGES.needsReconnect)).toBeInTheDocument();
  });
});
