import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, GlobalRoleView } from '@contract/superadmin';
import { ApiError } from '../../../lib/api';
import { UsersList } from './UsersList';
import { UserRolesForm } from './UserRolesForm';

const person = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  userId: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  roles: [],
  disabled: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const ROLES: GlobalRoleView[] = [
  {
    id: 'superadmin',
    name: 'Superadmin',
    scope: 'global',
    builtIn: true,
    holders: 1,
    permissions: [{ action: 'manage', subject: 'all' }],
  },
  {
    id: 'support',
    name: 'Support',
    scope: 'global',
    builtIn: false,
    holders: 0,
    permissions: [{ action: 'read', subject: ['User', 'Company'] }],
  },
];
const roleNames = new Map(ROLES.map((r) => [r.id, r.name]));

function renderList(props: Partial<Parameters<typeof UsersList>[0]> = {}) {
  const handlers = { onRetry: vi.fn(), onToggleStatus: vi.fn(), onEditRoles: vi.fn(), onLoadMore: vi.fn() };
  render(
    <UsersList
      status="success"
      users={[]}
      search=""
      roleNames={roleNames}
      currentUserId="me"
      hasMore={false}
      loadingMore={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('UsersList', () => {
  it('says it is loading', () => {
    renderList({ status: 'pending' });
    expect(screen.getByText('Loading users…')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const { onRetry, user } = renderList({
      status: 'error',
      error: new ApiError(500, 'Something went wrong. Please try again'),
    });
    expect(screen.getByText('Users could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('is empty before anyone signs up, and says when a search finds nobody', () => {
    const { unmount } = render(
      <UsersList
        status="success"
        users={[]}
        search=""
        roleNames={roleNames}
        hasMore={false}
        loadingMore={false}
        onRetry={vi.fn()}
        onToggleStatus={vi.fn()}
        onEditRoles={vi.fn()}
        onLoadMore={vi.fn()}
      />,
    );
    expect(screen.getByText('No users yet')).toBeInTheDocument();
    unmount();
    renderList({ search: 'zed' });
    expect(screen.getByText('No user matches')).toBeInTheDocument();
    expect(screen.getByText(/Nobody matches “zed”/)).toBeInTheDocument();
  });

  it('lists people with their status and role names; disable, enable and roles are labelled per person', async () => {
    const users = [
      person({ roles: ['support'] }),
      person({ userId: 'u2', firstName: 'Bob', lastName: 'Byte', email: 'bob@example.com', disabled: true }),
    ];
    const { onToggleStatus, onEditRoles, user } = renderList({ users });
    const rows = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Support')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable Ada Lovelace' }));
    expect(onToggleStatus).toHaveBeenCalledWith(users[0]);
    await user.click(screen.getByRole('button', { name: 'Enable Bob Byte' }));
    expect(onToggleStatus).toHaveBeenCalledWith(users[1]);
    await user.click(screen.getByRole('button', { name: 'Product roles of Bob Byte' }));
    expect(onEditRoles).toHaveBeenCalledWith(users[1]);
  });

  it('offers no way to disable oneself', () => {
    renderList({ users: [person({ userId: 'me', roles: ['superadmin'] })] });
    expect(screen.getByText('(you)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(screen.getByText('Superadmin')).toBeInTheDocument();
  });

  it('loads more pages', async () => {
    const { onLoadMore, user } = renderList({ users: [person()], hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});

describe('UserRolesForm', () => {
  it("saves the checked roles, with each role's rights in words", async () => {
    const onSubmit = vi.fn(async () => ({}));
    const user = userEvent.setup();
    render(<UserRolesForm user={person()} roles={ROLES} isSelf={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByText('User accounts, Companies')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Support'));
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(onSubmit).toHaveBeenCalledWith(['support']);
  });

  it('keeps a superadmin from unchecking their own Superadmin role', () => {
    render(
      <UserRolesForm
        user={person({ userId: 'me', roles: ['superadmin'] })}
        roles={ROLES}
        isSelf
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Superadmin')).toBeChecked();
    expect(screen.getByLabelText('Superadmin')).toBeDisabled();
    expect(screen.getByText('You cannot remove your own Superadmin role.')).toBeInTheDocument();
  });

  it("shows the API's refusal", async () => {
    const refusal = new ApiError(400, 'Choose roles from the list.', 'bad-request', {
      roleIds: 'Choose roles from the list.',
    });
    const user = userEvent.setup();
    render(
      <UserRolesForm
        user={person()}
        roles={ROLES}
        isSelf={false}
        onSubmit={async () => Promise.reject(refusal)}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose roles from the list.');
  });
});
