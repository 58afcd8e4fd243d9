import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDay } from '@contract/contacts';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { LeadDayPanel, LeadDayView } from './LeadDayPanel';

const day = (over: Partial<LeadDay> = {}): LeadDay => ({
  profileId: 'p1',
  used: 87,
  limit: 100,
  lifted: false,
  planLimit: 100,
  eventLimit: 1000,
  endsAt: '2026-03-11T00:00:00.000Z',
  ...over,
});

describe('LeadDayView', () => {
  it("shows today's use and offers to lift the limit to the event budget", () => {
    const onLift = vi.fn();
    render(<LeadDayView day={day()} pending={false} onLift={onLift} />);
    expect(screen.getByText('87 of 100 leads taken today through your card’s form.')).toBeInTheDocument();
    expect(screen.getByText(/Lift it to 1,000 until/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Lift today's limit" }));
    expect(onLift).toHaveBeenCalledWith(true);
  });

  it('once lifted, says until when and offers the usual limit back; a pending change disables the button', () => {
    const onLift = vi.fn();
    const { rerender } = render(
      <LeadDayView day={day({ lifted: true, limit: 1000 })} pending={false} onLift={onLift} />,
    );
    expect(screen.getByText('87 of 1,000 leads taken today through your card’s form.')).toBeInTheDocument();
    expect(screen.getByText(/Lifted for your event: up to 1,000 leads until/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Put the usual limit back' }));
    expect(onLift).toHaveBeenCalledWith(false);
    rerender(<LeadDayView day={day({ lifted: true, limit: 1000 })} pending onLift={onLift} />);
    expect(screen.getByRole('button', { name: 'Put the usual limit back' })).toBeDisabled();
  });
});

describe('LeadDayPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads today's limit once, and shows the lift as the PUT answers it", async () => {
    const { calls } = stubFetch({
      'GET /v1/contacts/lead-day/p1': { body: { data: day() } },
      'PUT /v1/contacts/lead-day/p1': { body: { data: day({ lifted: true, limit: 1000 }) } },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LeadDayPanel profileId="p1" online />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: "Lift today's limit" }));
    expect(await screen.findByText(/Lifted for your event: up to 1,000 leads until/)).toBeInTheDocument();
    expect(screen.getByText('87 of 1,000 leads taken today through your card’s form.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/contacts/lead-day/p1',
      'PUT /v1/contacts/lead-day/p1',
    ]);
    expect(calls[1].body).toEqual({ lifted: true });
  });

  const renderPanel = (online: boolean) =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LeadDayPanel profileId="p1" online={online} />
      </QueryClientProvider>,
    );

  it('offline, says so, asks nothing and offers nothing', () => {
    const { calls } = stubFetch({});
    renderPanel(false);
    expect(screen.getByText(/Connect to see or lift today's lead limit/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('when the limit cannot be read, says so with the reason and a way to try again', async () => {
    const { calls } = stubFetch({
      'GET /v1/contacts/lead-day/p1': { status: 503, body: { message: 'The service is busy.' } },
    });
    const user = userEvent.setup();
    renderPanel(true);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText('The service is busy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Lift today's limit" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(1));
  });
});
