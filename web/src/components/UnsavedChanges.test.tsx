import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { UnsavedChangesProvider, useUnsavedChangesGuard } from './UnsavedChanges';

function NameForm() {
  const [name, setName] = useState('');
  useUnsavedChangesGuard(name !== '');
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Link to="/other">Other page</Link>
    </form>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/form', element: <NameForm /> },
          { path: '/other', element: <h1>Other</h1> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the unsaved-changes guard', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('asks before leaving a dirty form: Stay keeps the edit, Discard leaves', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.type(screen.getByLabelText('Name'), 'Jordan');
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan');
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('asks through the browser before the page is closed or reloaded, only while dirty', async () => {
    const user = userEvent.setup();
    renderApp();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'J');
    expect(unload()).toBe(true);
    await user.clear(screen.getByLabelText('Name'));
    expect(unload()).toBe(false);
  });
});
