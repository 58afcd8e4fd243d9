import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@contract/messages';
import type { Everlink } from '@contract/profiles';
import { LinkBlockForm } from './LinkBlockForm';
import { LinkBlocksEditor } from './LinkBlocksEditor';

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    null
  );
}

describe('LinkBlockForm', () => {
  it('needs a title and a valid URL', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LinkBlockForm label="Add a link" submitLabel="Add link" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(errorOf(screen.getByLabelText('Title'))).toBe(MESSAGES.required);
    expect(errorOf(screen.getByLabelText('URL'))).toBe(MESSAGES.required);

    await user.type(screen.getByLabelText('Title'), 'Portfolio');
    await user.type(screen.getByLabelText('URL'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(errorOf(screen.getByLabelText('URL'))).toBe(MESSAGES.invalidUrl);
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds https:// to a bare address, then clears itself for the next link, by keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<LinkBlockForm label="Add a link" submitLabel="Add link" onSubmit={onSubmit} />);
    await user.tab();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.keyboard('Portfolio');
    await user.tab();
    await user.keyboard('jordan.example/work{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Portfolio', url: 'https://jordan.example/work' });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('URL')).toHaveValue('');
  });

  it('keeps an edit’s values when saving fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <LinkBlockForm
        label="Edit Portfolio"
        submitLabel="Save link"
        defaultValues={{ title: 'Portfolio', url: 'https://jordan.example' }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Work');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Work');
  });
});

const block = (id: string, title: string, overrides: Partial<Everlink> = {}): Everlink => ({
  id,
  type: 'url',
  title,
  url: `https://example.com/${id}`,
  icon: null,
  thumbnailUrl: null,
  visible: true,
  ...overrides,
});

function renderEditor(everlinks: Everlink[]) {
  const onSave = vi.fn().mockResolvedValue({});
  const onDraftChange = vi.fn();
  render(
    <LinkBlocksEditor
      everlinks={everlinks}
      onSave={onSave}
      onUploadFile={vi.fn()}
      onUploadThumbnail={vi.fn()}
      onReplaceFile={vi.fn()}
      onDraftChange={onDraftChange}
    />,
  );
  return { onSave, onDraftChange };
}

describe('LinkBlocksEditor', () => {
  it('adds a link at the end of the list and stores the whole list', async () => {
    const user = userEvent.setup();
    const { onSave, onDraftChange } = renderEditor([block('a', 'Blog')]);
    const form = screen.getByRole('form', { name: 'Add a link' });
    await user.type(within(form).getByLabelText('Title'), 'Shop');
    // The preview shows the block as it is typed, before it is added.
    expect(onDraftChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: 'Blog' }),
      expect.objectContaining({ title: 'Shop' }),
    ]);
    await user.type(within(form).getByLabelText('URL'), 'shop.example');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(onSave).toHaveBeenCalledWith(
      [
        expect.objectContaining({ id: 'a', title: 'Blog' }),
        { type: 'url', title: 'Shop', url: 'https://shop.example', icon: null, thumbnailUrl: null, visible: true },
      ],
      '“Shop” added to your links.',
    );
  });

  it('hides a block from the page, and deletes one after asking', async () => {
    const user = userEvent.setup();
    const { onSave } = renderEditor([
      block('a', 'Blog'),
      block('b', 'Menu', { type: 'file', file: { name: 'menu.pdf', contentType: 'application/pdf', size: 1000 } }),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Show “Blog” on your page' }));
    expect(onSave).toHaveBeenLastCalledWith(
      [expect.objectContaining({ id: 'a', visible: false }), expect.objectContaining({ id: 'b', visible: true })],
      '“Blog” is hidden from your page.',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Menu' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Menu”?' });
    expect(dialog).toHaveTextContent('its file is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    expect(onSave).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'a' })], '“Menu” deleted.');
  });

  it('gives every drag handle a name, for keyboard and screen-reader use', () => {
    renderEditor([block('a', 'Blog'), block('b', 'Shop')]);
    const handle = screen.getByRole('button', { name: 'Move Shop' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByText(/press Space to pick it up/, { selector: 'p' })).toBeInTheDocument();
  });
});
