import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalRoleView } from '@contract/superadmin';
import { ApiError } from '../../../lib/api';
import type { PermissionRule } from '@contract/roles';
import { matrixOf as matrixIn, rulesOf as rulesIn, type RuleMatrix } from '../../roles';
import { GLOBAL_CATALOGUE, describeRule, type GlobalSubject } from '../global-permissions';
import { RoleForm } from './RoleForm';

const role = (overrides: Partial<GlobalRoleView> = {}): GlobalRoleView => ({
  id: 'support',
  name: 'Support',
  scope: 'global',
  builtIn: false,
  holders: 2,
  permissions: [{ action: ['read', 'update'], subject: 'User' }],
  ...overrides,
});

const matrixOf = (rules: readonly PermissionRule[]) => matrixIn(GLOBAL_CATALOGUE, rules);
const rulesOf = (matrix: RuleMatrix<GlobalSubject>) => rulesIn(GLOBAL_CATALOGUE, matrix);

const group = (name: string) => screen.getByRole('group', { name });

function renderForm(props: Partial<Parameters<typeof RoleForm>[0]> = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => ({})));
  const onCancel = vi.fn();
  render(<RoleForm onCancel={onCancel} {...props} onSubmit={onSubmit} />);
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('rules as checkboxes', () => {
  it('reads plain rules into boxes and writes one rule a subject, manage for everything', () => {
    const matrix = matrixOf([
      { action: 'read', subject: ['Company', 'User'] },
      { action: 'update', subject: 'User' },
      { action: 'manage', subject: 'Card' },
    ]);
    expect(matrix.grants).toEqual({ Company: ['read'], User: ['read', 'update'], Card: 'manage' });
    expect(rulesOf(matrix)).toEqual([
      { action: ['read', 'update'], subject: 'User' },
      { action: 'manage', subject: 'Card' },
      { action: 'read', subject: 'Company' },
    ]);
  });

  it('keeps rules the boxes cannot show, and says them in words', () => {
    const special = { action: 'update', subject: 'Company', conditions: { industry: { $in: ['Retail', 'Food'] } } };
    const matrix = matrixOf([special, { action: 'manage', subject: 'all' }]);
    expect(matrix.grants).toEqual({});
    expect(rulesOf(matrix)).toEqual([special, { action: 'manage', subject: 'all' }]);
    expect(describeRule(special)).toBe('Can change companies where industry is one of Retail, Food');
    expect(describeRule({ action: 'delete', subject: 'Contact', inverted: true })).toBe(
      'Cannot delete contacts and leads',
    );
  });
});

describe('RoleForm', () => {
  it('creates a role from a name and checked boxes, never showing raw rules', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Role name'), 'Support');
    await user.click(within(group('User accounts')).getByLabelText('See'));
    await user.click(within(group('User accounts')).getByLabelText('Change'));
    await user.click(within(group('Companies')).getByLabelText('See'));
    await user.click(within(group('Cards')).getByLabelText('Everything'));
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Support',
      permissions: [
        { action: ['read', 'update'], subject: 'User' },
        { action: 'manage', subject: 'Card' },
        { action: 'read', subject: 'Company' },
      ],
    });
    expect(screen.queryByText(/"action"/)).toBeNull();
  });

  it('"Everything" checks every action of the subject and locks them', async () => {
    const { user } = renderForm();
    const cards = within(group('Cards'));
    await user.click(cards.getByLabelText('Everything'));
    for (const label of ['See', 'Create', 'Change', 'Delete']) {
      expect(cards.getByLabelText(label)).toBeChecked();
      expect(cards.getByLabelText(label)).toBeDisabled();
    }
    await user.click(cards.getByLabelText('Everything'));
    expect(cards.getByLabelText('See')).not.toBeChecked();
  });

  it('edits an existing role: its boxes are checked, unchecking removes the right', async () => {
    const { onSubmit, user } = renderForm({ role: role() });
    const users = within(group('User accounts'));
    expect(users.getByLabelText('See')).toBeChecked();
    expect(users.getByLabelText('Change')).toBeChecked();
    expect(users.getByLabelText('Delete')).not.toBeChecked();
    await user.click(users.getByLabelText('Change'));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Support', permissions: [{ action: 'read', subject: 'User' }] });
  });

  it('lists special rules in words and can remove them', async () => {
    const special = { action: 'read', subject: 'Company', conditions: { industry: 'Retail' } };
    const { onSubmit, user } = renderForm({
      role: role({ permissions: [special, { action: 'read', subject: 'User' }] }),
    });
    expect(screen.getByText('Can see companies where industry is Retail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove rule: Can see companies where industry is Retail' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Support', permissions: [{ action: 'read', subject: 'User' }] });
  });

  it('asks for a name before sending anything', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a rule", async () => {
    const refusal = new ApiError(400, 'Unknown subject.', 'bad-request', {
      'permissions.0.subject': 'Unknown subject.',
    });
    const { user } = renderForm({ role: role(), onSubmit: async () => Promise.reject(refusal) });
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown subject.');
  });

  it('cancels', async () => {
    const { onCancel, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
