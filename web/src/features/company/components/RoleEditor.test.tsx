import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyRoleBody, type CompanyRole } from '@contract/company';
import type { CompanySubject, PermissionRule } from '@contract/roles';
import { ApiError } from '../../../lib/api';
import {
  isChecked,
  matrixOf as matrixIn,
  rulesOf as rulesIn,
  toggle,
  type CheckAction,
  type RoleReach,
  type RuleMatrix,
} from '../../roles';
import { COMPANY_CATALOGUE } from '../permissions';
import { RoleEditor } from './RoleEditor';

const matrixOf = (rules: readonly PermissionRule[]) => matrixIn(COMPANY_CATALOGUE, rules);
const rulesOf = (matrix: RuleMatrix<CompanySubject>) => rulesIn(COMPANY_CATALOGUE, matrix);
type Box = `${CompanySubject}:${CheckAction}`;
/** The boxes a matrix shows checked, as `Subject:action`. */
const checkedBoxes = ({ grants }: RuleMatrix<CompanySubject>) =>
  COMPANY_CATALOGUE.subjects.flatMap((subject) =>
    COMPANY_CATALOGUE.offered(subject)
      .filter((action) => isChecked(grants, subject, action))
      .map((action) => `${subject}:${action}`),
  );
/** A matrix with these boxes checked. */
function checking(boxes: readonly Box[], reach: RoleReach): RuleMatrix<CompanySubject> {
  const grants = boxes.reduce((current, box) => {
    const [subject, action] = box.split(':') as [CompanySubject, CheckAction];
    return toggle(COMPANY_CATALOGUE, current, subject, action, true);
  }, {});
  return { grants, reach, kept: [] };
}

const COMPANY = { companyId: '${company.id}' };
const DIVISIONS = { companyId: '${company.id}', divisionIds: { $in: '${user.divisionIds}' } };

function role(overrides: Partial<CompanyRole>): CompanyRole {
  return {
    id: 'r1',
    name: 'Team lead',
    scope: 'acme',
    companyId: 'acme',
    permissions: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('role rules and checkboxes', () => {
  it('reads manage as every action offered and writes it back as manage', () => {
    const rules = [{ action: ['manage'], subject: ['Company', 'Employee'], conditions: COMPANY }];
    const matrix = matrixOf(rules);
    expect(checkedBoxes(matrix).sort()).toEqual([
      'Company:read',
      'Company:update',
      'Employee:create',
      'Employee:delete',
      'Employee:read',
      'Employee:update',
    ]);
    expect(rulesOf(matrix)).toEqual([
      { action: 'manage', subject: 'Company', conditions: COMPANY },
      { action: 'manage', subject: 'Employee', conditions: COMPANY },
    ]);
  });

  it('limits the people subjects, and only them, to the holder’s divisions', () => {
    const rules = rulesOf(checking(['Employee:read', 'Employee:update', 'Division:read'], 'divisions'));
    expect(rules).toEqual([
      { action: ['read', 'update'], subject: 'Employee', conditions: DIVISIONS },
      { action: 'read', subject: 'Division', conditions: COMPANY },
    ]);
    expect(matrixOf(rules).reach).toBe('divisions');
  });

  it('keeps rules the checkboxes cannot show', () => {
    const own = {
      action: ['update'],
      subject: ['Profile'],
      conditions: { companyId: '${company.id}', userId: '${user.id}' },
    };
    const matrix = matrixOf([own]);
    expect(checkedBoxes(matrix)).toHaveLength(0);
    expect(rulesOf(matrix)).toEqual([own]);
  });

  it('writes only rules the API accepts', () => {
    const rules = rulesOf(checking(['Contact:read', 'Subscription:update', 'CompanyCard:update'], 'divisions'));
    expect(companyRoleBody('acme').safeParse({ name: 'X', permissions: rules }).success).toBe(true);
  });
});

describe('RoleEditor', () => {
  it('turns ticked plain-language rights into the rules it sends', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({});
    render(<RoleEditor onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'New role' })).toHaveFocus();
    await user.type(screen.getByLabelText('Role name'), 'Sales lead');
    await user.click(within(group('Employees')).getByRole('checkbox', { name: 'View employees' }));
    await user.click(
      within(group('Employees')).getByRole('checkbox', { name: 'Edit employees, their roles and divisions' }),
    );
    await user.click(within(group('Leads')).getByRole('checkbox', { name: "View employees' leads" }));
    await user.click(within(group('Company links')).getByRole('checkbox', { name: 'View company links' }));
    await user.click(screen.getByRole('radio', { name: /Own divisions only/ }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Sales lead',
      permissions: [
        { action: ['read', 'update'], subject: 'Employee', conditions: DIVISIONS },
        { action: 'read', subject: 'CompanyLink', conditions: COMPANY },
        { action: 'read', subject: 'Contact', conditions: DIVISIONS },
      ],
    });
    expect(screen.queryByText(/\{/)).toBeNull();
  });

  it('shows a stored role ticked, and saves a change to it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({});
    const stored = role({ permissions: [{ action: ['read', 'update'], subject: ['Profile'], conditions: DIVISIONS }] });
    render(<RoleEditor role={stored} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /Own divisions only/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "Edit employees' profiles" })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: "Edit employees' profiles" }));
    await user.click(screen.getByRole('radio', { name: /Whole company/ }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Team lead',
      permissions: [{ action: 'read', subject: 'Profile', conditions: COMPANY }],
    });
  });

  it('asks for a name, and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, 'You can only give rights that you hold yourself.'));
    render(<RoleEditor onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(screen.getByLabelText('Role name')).toHaveAccessibleDescription('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Role name'), 'Boss');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only give rights that you hold yourself.');
  });

  it('shows the Admin role and a read-only view without a way to change them', () => {
    const admin = role({
      id: 'admin',
      name: 'Admin',
      builtIn: 'admin',
      permissions: [{ action: ['manage'], subject: ['Company', 'Employee'], conditions: COMPANY }],
    });
    const { unmount } = render(<RoleEditor role={admin} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Remove employees' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remove employees' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save role' })).toBeNull();
    unmount();
    render(<RoleEditor role={role({})} readOnly onCancel={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'View employees' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
