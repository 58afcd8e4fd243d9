import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsDashboard } from '@contract/analytics';
import { ActivityFigures } from './Stats';

const day = (date: string, views: number) => ({ day: date, views, uniqueVisitors: 1, clicks: 2, saves: 0, leads: 1 });
const DATA = {
  from: '2026-11-27',
  to: '2026-11-28',
  series: [day('2026-11-27', 5), day('2026-11-28', 7)],
} as unknown as AnalyticsDashboard;

describe('ActivityFigures', () => {
  it('makes the table of figures when it is first opened, and keeps it', async () => {
    const user = userEvent.setup();
    render(<ActivityFigures data={DATA} />);
    expect(screen.getByText('Nov 27 to Nov 28', { exact: false })).toBeInTheDocument();
    const summary = screen.getByText('Show the figures as a table');
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(summary);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Nov 27');
    expect(rows[2]).toHaveTextContent('7');

    await user.click(summary);
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
  });
});
