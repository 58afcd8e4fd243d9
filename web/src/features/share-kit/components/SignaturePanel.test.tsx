import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import type { DesignChoice, SignatureDesign } from '@contract/share-kit';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../test/fetch-stub.test-support';
import { plainTextOf } from '../copy-html';
import { SignaturePanel } from './SignaturePanel';

const FIRST_ANSWER = { timeout: 5000 };

/** What the API answers for each design: table HTML, as the server renders it. */
const htmlOf = (design: string) =>
  `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;"><tr><td style="font-weight:bold;">Jordan Rivera (${design})</td></tr><tr><td style="color:#6b7280;">Partner &middot; Acme</td></tr><tr><td><a href="https://everlink.example/card/@jordan" style="color:#0a3d62;">My digital card</a></td></tr></table>`;

let calls: StubRequest[] = [];
/** Every request's path and query. */
const requested = () =>
  calls.map((call) => {
    const url = new URL(call.url, 'http://app.test');
    return `${url.pathname}${url.search}`;
  });

function serveSignatures(status = 200) {
  calls = stubFetch({
    'GET /v1/profiles/p1/signature': ({ query }) =>
      status !== 200
        ? { status, body: { message: 'Not found.' } }
        : new Response(htmlOf(query.get('design') ?? ''), {
            status: 200,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          }),
  }).calls;
}

function renderPanel(
  choice: DesignChoice<SignatureDesign> = { design: 'classic', locked: false },
  companyName?: string,
) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignaturePanel profileId="p1" choice={choice} companyName={companyName} />
    </QueryClientProvider>,
  );
}

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const preview = async (name: RegExp | string) =>
  (await screen.findByTitle(name, {}, FIRST_ANSWER)) as HTMLIFrameElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SignaturePanel', () => {
  it('previews the preselected design in a sandboxed frame, and another design when chosen', async () => {
    serveSignatures();
    renderPanel();
    const frame = await preview('Signature preview (Classic)');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain(htmlOf('classic'));
    expect(requested()).toEqual(['/v1/profiles/p1/signature?design=classic']);
    expect(screen.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Modern' }));
    expect((await preview('Signature preview (Modern)')).getAttribute('srcdoc')).toContain(htmlOf('modern'));
    expect(screen.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');
    expect(requested()).toContain('/v1/profiles/p1/signature?design=modern');
  });

  it('copies the signature as rich text (HTML) with a plain-text twin through ClipboardItem', async () => {
    serveSignatures();
    const write = vi.fn(async () => undefined);
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    // After user-event's setup, which puts a clipboard stub of its own on navigator.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    renderPanel();
    await preview('Signature preview (Classic)');
    await user.click(screen.getByRole('button', { name: 'Copy signature' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const [[item]] = (write.mock.calls as unknown as [[FakeClipboardItem]][])[0];
    expect(await textOf(item.items['text/html'])).toBe(htmlOf('classic'));
    expect(await textOf(item.items['text/plain'])).toBe('Jordan Rivera (classic)\nPartner · Acme\nMy digital card');
  });

  it('falls back to the copy command, handing it the HTML, where ClipboardItem is missing', async () => {
    serveSignatures();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const setData = vi.fn();
    document.execCommand = vi.fn((command: string) => {
      const event = new Event(command, { cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { setData } });
      document.dispatchEvent(event);
      return event.defaultPrevented;
    });
    renderPanel({ design: 'compact', locked: false });
    await preview('Signature preview (Compact)');
    await user.click(screen.getByRole('button', { name: 'Copy signature' }));
    await waitFor(() => expect(setData).toHaveBeenCalledWith('text/html', htmlOf('compact')));
    expect(setData).toHaveBeenCalledWith('text/plain', expect.stringContaining('Jordan Rivera (compact)'));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('says the signature could not be copied when the clipboard refuses it', async () => {
    serveSignatures();
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    const user = userEvent.setup();
    const write = vi.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    // The copy command refuses too.
    document.execCommand = vi.fn(() => false);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SignaturePanel profileId="p1" choice={{ design: 'classic', locked: false }} />
        <ToastContainer />
      </QueryClientProvider>,
    );
    await preview('Signature preview (Classic)');
    await user.click(screen.getByRole('button', { name: 'Copy signature' }));
    expect(await screen.findByText(/The signature couldn't be copied/, {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("keeps the company's design when it is locked, and says who chose it", async () => {
    serveSignatures();
    renderPanel({ design: 'modern', locked: true }, 'Acme');
    await preview('Signature preview (Modern)');
    expect(screen.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Classic' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compact' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Acme chose the Modern design for everyone.');
  });

  it('shows loading, then an error with a retry when the signature cannot be made', async () => {
    serveSignatures(404);
    renderPanel();
    expect(screen.getByText('Drawing your signature…')).toBeInTheDocument();
    expect(await screen.findByText('The signature could not be made', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy signature' })).toBeDisabled();
  });

  it('explains how to install it in Gmail, Outlook and Apple Mail', async () => {
    serveSignatures();
    renderPanel();
    const steps = screen.getByRole('heading', { name: 'Add it to your mail app' }).parentElement!;
    for (const client of ['Gmail', 'Outlook', 'Apple Mail'])
      expect(within(steps).getByText(client, { selector: 'summary' })).toBeInTheDocument();
    expect(within(steps).getByText(/See all settings/)).toBeInTheDocument();
  });
});

describe('plainTextOf', () => {
  it('keeps a line a row or line break, decodes entities and drops the markup', () => {
    expect(plainTextOf('<table><tr><td><b>Ada</b></td></tr><tr><td>CTO &amp; founder<br>Acme</td></tr></table>')).toBe(
      'Ada\nCTO & founder\nAcme',
    );
  });
});
