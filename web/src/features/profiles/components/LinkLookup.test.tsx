import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLS_MESSAGES } from '@contract/tools';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { LinkBlockForm } from './LinkBlockForm';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

const meta = {
  url: 'https://jordan.example/talk',
  title: 'My conference talk',
  description: null,
  image: 'https://jordan.example/cover.jpg',
  siteName: 'Jordan',
  favicon: null,
};

function serve(status: number, body: unknown) {
  return stubFetch({ 'GET /v1/tools/meta': { status, body } }).calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('LinkBlockForm: filling in from the page', () => {
  it('fills an empty title from the page and offers its picture as the thumbnail', async () => {
    const calls = serve(200, { data: meta });
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<LinkBlockForm label="Add a link" submitLabel="Add link" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('URL'), 'jordan.example/talk');
    await user.tab();
    await vi.waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('My conference talk'), FIRST_ANSWER);
    expect(calls[0].url).toContain(`/v1/tools/meta?url=${encodeURIComponent('https://jordan.example/talk')}`);
    const usePicture = screen.getByRole('checkbox', { name: 'Use the page’s picture' });
    expect(usePicture).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'My conference talk',
      url: 'https://jordan.example/talk',
      thumbnailUrl: meta.image,
    });
  });

  it('keeps a title the owner wrote, and leaves the picture out when unticked', async () => {
    serve(200, { data: meta });
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<LinkBlockForm label="Add a link" submitLabel="Add link" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Title'), 'Watch my talk');
    await user.type(screen.getByLabelText('URL'), 'https://jordan.example/talk');
    await user.tab();
    const usePicture = await screen.findByRole('checkbox', { name: 'Use the page’s picture' }, FIRST_ANSWER);
    await user.click(usePicture);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Watch my talk', url: 'https://jordan.example/talk' });
  });

  it('says why there is no preview, and the link can still be added', async () => {
    serve(400, { message: TOOLS_MESSAGES.previewBlocked, code: 'preview-blocked' });
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<LinkBlockForm label="Add a link" submitLabel="Add link" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Title'), 'Router');
    await user.type(screen.getByLabelText('URL'), 'http://192.168.1.1');
    await user.tab();
    expect(
      await screen.findByText(`No preview: ${TOOLS_MESSAGES.previewBlocked}`, {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Router', url: 'http://192.168.1.1' });
  });

  it('does not look up what is not a link', async () => {
    const calls = serve(200, { data: meta });
    const user = userEvent.setup();
    render(<LinkBlockForm label="Add a link" submitLabel="Add link" onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('URL'), 'not a link');
    await user.tab();
    expect(calls).toEqual([]);
  });
});

describe('LinkBlockForm: editing a saved link', () => {
  it('does not look up the saved address again, only a changed one', async () => {
    const calls = serve(200, { data: meta });
    const user = userEvent.setup();
    render(
      <LinkBlockForm
        label="Edit Talk"
        submitLabel="Save link"
        defaultValues={{ title: 'Talk', url: 'https://jordan.example/talk' }}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByLabelText('URL'));
    await user.tab();
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'https://jordan.example/other');
    await user.tab();
    await vi.waitFor(() => expect(calls).toHaveLength(1), FIRST_ANSWER);
    // The title the owner has stays.
    expect(screen.getByLabelText('Title')).toHaveValue('Talk');
  });
});
