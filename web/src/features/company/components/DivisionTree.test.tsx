import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DivisionNode } from '@contract/company';
import { ApiError } from '../../../lib/api';
import { flattenDivisions } from '../divisions';
import { DivisionTree } from './DivisionTree';

const at = '2026-01-01T00:00:00Z';
const node = (id: string, name: string, parentId: string | null, children: DivisionNode[] = []): DivisionNode => ({
  id,
  companyId: 'acme',
  name,
  parentId,
  children,
  createdAt: at,
  updatedAt: at,
});
const TREE = [
  node('eng', 'Engineering', null),
  node('sales', 'Sales', null, [
    node('west', 'West', 'sales'),
    node('east', 'East', 'sales', [node('nyc', 'New York', 'east')]),
  ]),
];

function renderTree(props: Partial<Parameters<typeof DivisionTree>[0]> = {}) {
  const onCreate = vi.fn().mockResolvedValue({});
  const onRename = vi.fn().mockResolvedValue({});
  render(
    <DivisionTree
      divisions={TREE}
      canCreate
      canRename
      canDelete={false}
      onCreate={onCreate}
      onRename={onRename}
      onDelete={vi.fn()}
      {...props}
    />,
  );
  return { onCreate, onRename };
}

describe('divisions as a tree', () => {
  it('flattens in reading order with the path of names', () => {
    expect(flattenDivisions(TREE).map((d) => `${d.depth}:${d.path}`)).toEqual([
      '0:Engineering',
      '0:Sales',
      '1:Sales › West',
      '1:Sales › East',
      '2:Sales › East › New York',
    ]);
  });

  it('nests each division in its parent’s list', () => {
    renderTree();
    const top = screen.getByRole('list', { name: 'Divisions' });
    const sales = within(top)
      .getAllByRole('listitem')
      .find((li) => li.firstElementChild?.textContent?.startsWith('Sales'))!;
    const inner = within(sales).getAllByRole('list')[0];
    expect(within(inner).getByText('West', { selector: '.division-name' })).toBeInTheDocument();
    expect(within(inner).getByText('New York', { selector: '.division-name' })).toBeInTheDocument();
    expect(within(top).queryAllByRole('list').length).toBe(2);
  });

  it('adds a division under another, by keyboard', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderTree();
    screen.getByRole('button', { name: 'Add division under East' }).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('New division under East');
    expect(field).toHaveFocus();
    await user.keyboard('Boston{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Boston', 'east');
    expect(screen.queryByLabelText('New division under East')).toBeNull();
  });

  it('adds a top-level division and renames one, with the API’s refusal on the field', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn().mockRejectedValue(
      new ApiError(409, 'A division with this name already exists.', 'conflict', {
        name: 'A division with this name already exists.',
      }),
    );
    const { onCreate } = renderTree({ onRename });
    await user.click(screen.getByRole('button', { name: 'Add a top-level division' }));
    await user.type(screen.getByLabelText('New top-level division'), 'Support');
    await user.click(screen.getByRole('button', { name: 'Add division' }));
    expect(onCreate).toHaveBeenCalledWith('Support', null);

    await user.click(screen.getByRole('button', { name: 'Rename West' }));
    const name = screen.getByLabelText('New name for West');
    expect(name).toHaveValue('West');
    await user.clear(name);
    await user.type(name, 'Sales{Enter}');
    expect(onRename).toHaveBeenCalledWith(TREE[1].children[0], 'Sales');
    expect(await screen.findByLabelText('New name for West')).toHaveAccessibleDescription(
      'A division with this name already exists.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('New name for West')).toBeNull();
  });

  it('asks for a name before adding', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderTree();
    await user.click(screen.getByRole('button', { name: 'Add a top-level division' }));
    await user.click(screen.getByRole('button', { name: 'Add division' }));
    expect(screen.getByLabelText('New top-level division')).toHaveAccessibleDescription('This field is required.');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('is read-only for a member, and explains an empty tree', () => {
    const { unmount } = render(
      <DivisionTree
        divisions={TREE}
        canCreate={false}
        canRename={false}
        canDelete={false}
        onCreate={vi.fn()}
        onRename={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(
      <DivisionTree
        divisions={[]}
        canCreate={false}
        canRename={false}
        canDelete={false}
        onCreate={vi.fn()}
        onRename={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText(/No divisions yet/)).toBeInTheDocument();
  });
});
