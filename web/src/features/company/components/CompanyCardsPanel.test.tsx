import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import type { Employee } from '@contract/company';
import type { CompanyCard } from '@contract/company-brand';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { COMPANY, renderForAdmin } from './company-panels.test-support';
import { CompanyCardsPanel } from './CompanyCardsPanel';

const at = '2026-01-01T00:00:00Z';
const CARD: CompanyCard = {
  id: 'C1',
  companyId: 'acme',
  status: 'active',
  label: '',
  url: 'http://127.0.0.1:5000/card/C1',
  profileId: null,
  holder: null,
  batchId: null,
  activatedAt: at,
  updatedAt: at,
};
const RILEY: Employee = {
  id: 'u-riley',
  userId: 'u-riley',
  companyId: 'acme',
  email: 'riley@acme.example',
  firstName: 'Riley',
  lastName: 'Stone',
  title: '',
  department: '',
  roleIds: [],
  divisionIds: [],
  status: 'active',
  joinedAt: at,
  updatedAt: at,
};
const FIRST_ANSWER = { timeout: 5000 };

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = {
    'GET /v1/company/acme/cards': { body: { data: [CARD] } },
    // Everyone at first; a search never answers, as a slow one has not yet when the admin submits.
    'GET /v1/company/acme/employees': (request) =>
      request.query.get('search') ? new Promise(() => undefined) : { body: { data: [RILEY] } },
    'PUT /v1/company/acme/cards/C1': {
      body: {
        data: { ...CARD, holder: { userId: 'u-riley', firstName: 'Riley', lastName: 'Stone', email: RILEY.email } },
      },
    },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  renderForAdmin(
    <>
      <CompanyCardsPanel company={COMPANY} />
      <ToastContainer />
    </>,
    [{ permissions: [{ action: 'manage', subject: ['Company', 'CompanyCard'], conditions: { companyId: 'acme' } }] }],
  );
}

describe('CompanyCardsPanel', () => {
  it('names the new holder as the API answers, while the dialog still loads a search', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Assign card C1' }, FIRST_ANSWER));
    const dialog = screen.getByRole('dialog', { name: 'Assign card C1' });
    await user.selectOptions(
      within(dialog).getByLabelText('Employee', { exact: true }),
      await within(dialog).findByRole('option', { name: /Riley Stone/ }),
    );
    await user.type(within(dialog).getByLabelText('Find an employee'), 'Riley');
    await waitFor(() => expect(calls.some((c) => c.query.get('search') === 'Riley')).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Assign card' }));
    expect(await screen.findByText('Card C1 now belongs to Riley Stone.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ userId: 'u-riley' });
  });
});
