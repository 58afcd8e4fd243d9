import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CAP_MESSAGES, PLAN_TABLE, PLAN_TIERS, PLAN_WORDS, planCell, type PlanRow } from '@contract/caps';
import { PlanLines, PlanTable } from './PlanTable';

const ROWS = Object.keys(PLAN_TABLE) as PlanRow[];

describe('the plan table on /billing', () => {
  it('shows every row of the enforced table, one column a plan, in the words the API refuses with', () => {
    render(
      <MemoryRouter>
        <PlanTable current="free" />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What you get', 'Free Current plan', 'Pro', 'Teams']);
    expect(body).toHaveLength(ROWS.length);
    body.forEach((row, i) => {
      expect(within(row).getByRole('rowheader')).toHaveTextContent(PLAN_WORDS.label[ROWS[i]]);
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(PLAN_TIERS.map((tier) => planCell(ROWS[i], tier)));
    });
    // The refusal a Free person meets names the Free and the Pro cells of its row.
    const profiles = body[ROWS.indexOf('profilesPerUser')];
    const [free, pro] = within(profiles)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(free).toBe('5 profiles');
    expect(CAP_MESSAGES.profilesPerUser('free')).toContain(`Free includes ${free}`);
    expect(CAP_MESSAGES.profilesPerUser('free')).toContain(`Pro includes ${pro}`);
  });

  it('a plan card lists its column: limits with their cell, features only when included', () => {
    const { container } = render(<PlanLines tier="free" />);
    const lines = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toContain('Profiles: 5 profiles');
    expect(lines).toContain('Analytics history: 30 days');
    expect(lines.some((l) => l?.startsWith('Integrations'))).toBe(false);
    expect(lines.some((l) => l?.startsWith('Share kit'))).toBe(true);
    const pro = render(<PlanLines tier="pro" />).container;
    expect([...pro.querySelectorAll('li')].some((li) => li.textContent?.startsWith('Integrations'))).toBe(true);
  });
});
