import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRole } from '@contract/company';
import { ApiError } from '../../../lib/api';
import { InviteDialog } from './InviteDialog';

const at = '2026-01-01T00:00:00Z';
const ROLES: CompanyRole[] = [
  {
    id: 'admin',
    name: 'Admin',
    scope: 'acme',
    companyId: 'acme',
    builtIn: 'admin',
    permissions: [],
    createdAt: at,
    updatedAt: at,
  },
  {
    id: 'division-manager',
    name: 'Division manager',
    scope: 'acme',
    companyId: 'acme',
    builtIn: 'division-manager',
    permissions: [],
    createdAt: at,
    updatedAt: at,
  },
];
const DIVISIONS = [
  { id: 'sales', name: 'Sales', depth: 0, path: 'Sales' },
  { id: 'west', name: 'West', depth: 1, path: 'Sales › West' },
];

function open(onSubmit = vi.fn().mockResolvedValue({})) {
  const onClose = vi.fn();
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const view = render(
    <InviteDialog companyName="Acme" roles={ROLES} divisions={DIVISIONS} onSubmit={onSubmit} onClose={onClose} />,
  );
  return { onSubmit, onClose, opener, ...view };
}

describe('InviteDialog', () => {
  it('is a labelled modal that starts on the email field', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/email with a link to join Acme/);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends the email (lower case), name, roles and divisions, then closes', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = open();
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.COM ');
    await user.type(screen.getByLabelText('First name (optional)'), 'Ada');
    await user.type(screen.getByLabelText('Job title (optional)'), 'Engineer');
    await user.click(screen.getByRole('checkbox', { name: 'Division manager' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sales › West' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: '',
      title: 'Engineer',
      roleIds: ['division-manager'],
      divisionIds: ['west'],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('checks the email before sending, and puts the API’s answer on it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(409, 'This person already belongs to another company.', 'in-another-company', {
        email: 'This person already belongs to another company.',
      }),
    );
    const { onClose } = open(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@other.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person already belongs to another company.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const { onClose, opener, unmount } = open();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(opener).toHaveFocus();
  });
});
