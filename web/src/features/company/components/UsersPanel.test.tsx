import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRole, DivisionNode, Employee } from '@contract/company';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { COMPANY, renderForAdmin } from './company-panels.test-support';
import { UsersPanel } from './UsersPanel';

const at = '2026-01-01T00:00:00Z';
const ADMIN_ROLE: CompanyRole = {
  id: 'admin',
  name: 'Admin',
  scope: 'acme',
  companyId: 'acme',
  builtIn: 'admin',
  permissions: [],
  createdAt: at,
  updatedAt: at,
};
const SALES_ROLE: CompanyRole = { ...ADMIN_ROLE, id: 'seller', name: 'Seller', builtIn: undefined };
const DIVISIONS: DivisionNode[] = [
  { id: 'sales', companyId: 'acme', name: 'Sales', parentId: null, children: [], createdAt: at, updatedAt: at },
];

function employee(id: string, firstName: string, overrides: Partial<Employee> = {}): Employee {
  return {
    id,
    userId: id,
    companyId: 'acme',
    email: `${firstName.toLowerCase()}@acme.example`,
    firstName,
    lastName: 'Test',
    title: '',
    department: '',
    roleIds: [],
    divisionIds: [],
    status: 'active',
    joinedAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

/** The API's answers, by method and path; each test sets what it needs. */
let answers: Routes;
let calls: StubRequest[];

beforeEach(() => {
  answers = {
    'GET /v1/company/acme/roles': { body: { data: [ADMIN_ROLE, SALES_ROLE] } },
    'GET /v1/company/acme/divisions': { body: { data: DIVISIONS } },
    'GET /v1/company/invitations': { body: { data: [] } },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

const adminRules = [
  {
    permissions: [
      {
        action: 'manage',
        subject: ['Company', 'Employee', 'CompanyRole', 'Division', 'CompanyLink', 'CompanyCard'],
        conditions: { companyId: 'acme' },
      },
    ],
  },
];

function renderPanel(roles: { permissions: unknown[] }[] = adminRules) {
  renderForAdmin(<UsersPanel company={COMPANY} />, roles);
}

const employeesCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/v1/company/acme/employees');

describe('UsersPanel states', () => {
  it('shows loading, then the people with their roles and divisions', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const rows = [
      employee('u-admin', 'Ada', { roleIds: ['admin'] }),
      employee('u2', 'Grace', { divisionIds: ['sales'], status: 'suspended' }),
    ];
    answers['GET /v1/company/acme/employees'] = async () => {
      await ready;
      return { body: { data: rows } };
    };
    renderPanel();
    expect(await screen.findByRole('status', { name: 'Loading people…' })).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: 'People in the company' }, FIRST_ANSWER);
    const grace = within(table).getByRole('row', { name: /Grace Test/ });
    expect(within(grace).getByText('Sales')).toBeInTheDocument();
    expect(within(grace).getByText('Suspended')).toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Reactivate Grace Test' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ada Test/ })).toHaveTextContent('Admin');
  });

  it('says when nobody is there yet, and when nobody matches the filters', async () => {
    const user = userEvent.setup();
    answers['GET /v1/company/acme/employees'] = { body: { data: [] } };
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Nobody here yet' }, FIRST_ANSWER)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Division'), 'sales');
    expect(await screen.findByRole('heading', { name: 'Nobody matches these filters' })).toBeInTheDocument();
    expect(employeesCalls().at(-1)?.query.get('divisionId')).toBe('sales');
  });

  it('shows the API’s refusal with Try again', async () => {
    const user = userEvent.setup();
    answers['GET /v1/company/acme/employees'] = {
      status: 403,
      body: { message: 'Your access to this company is suspended. Ask an admin of the company.' },
    };
    renderPanel();
    const error = await screen.findByRole('alert', {}, FIRST_ANSWER);
    expect(error).toHaveTextContent('The people could not be loaded');
    expect(error).toHaveTextContent('Your access to this company is suspended.');
    answers['GET /v1/company/acme/employees'] = { body: { data: [employee('u2', 'Grace')] } };
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Grace Test/ })).toBeInTheDocument();
  });
});

describe('UsersPanel actions', () => {
  it('gives the selected people one role, and removes someone after saying what happens', async () => {
    const user = userEvent.setup();
    answers['GET /v1/company/acme/employees'] = { body: { data: [employee('u2', 'Grace'), employee('u3', 'Alan')] } };
    answers['PUT /v1/company/acme/employees/u2/roles'] = {
      body: { data: employee('u2', 'Grace', { roleIds: ['seller'] }) },
    };
    answers['PUT /v1/company/acme/employees/u3/roles'] = {
      body: { data: employee('u3', 'Alan', { roleIds: ['seller'] }) },
    };
    answers['DELETE /v1/company/acme/employees/u3'] = { body: { data: { id: 'u3', removed: true } } };
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all 2 people shown' }, FIRST_ANSWER));
    const bulk = screen.getByRole('region', { name: 'Change the selected people' });
    expect(within(bulk).getByRole('status')).toHaveTextContent('2 people selected');
    await user.selectOptions(within(bulk).getByLabelText('Role'), 'seller');
    await user.click(within(bulk).getByRole('button', { name: 'Set role' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
        ['/v1/company/acme/employees/u2/roles', { roleIds: ['seller'] }],
        ['/v1/company/acme/employees/u3/roles', { roleIds: ['seller'] }],
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Alan Test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Alan Test from Acme?' });
    expect(dialog).toHaveTextContent('The company cards they hold are released');
    expect(dialog).toHaveTextContent('The leads those cards and their company profile collected stay with the company');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove from company' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/company/acme/employees/u3')).toBe(true),
    );
  });

  it('shows a member a read-only list: no invite, selection, suspend or remove', async () => {
    answers['GET /v1/company/acme/employees'] = { body: { data: [employee('u2', 'Grace')] } };
    renderPanel([]);
    expect(await screen.findByRole('row', { name: /Grace Test/ }, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite people' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Suspend|Remove/ })).toBeNull();
    expect(calls.some((c) => c.path === '/v1/company/invitations')).toBe(false);
  });
});
