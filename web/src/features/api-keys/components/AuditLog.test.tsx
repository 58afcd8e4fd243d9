import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuditEntry } from '@contract/api-keys';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { expectNoAxeViolations } from '../../../test/axe.test-support';
import { AuditLog } from './AuditLog';

const AUDIT = '/v1/company/acme/api-keys/audit';
const at = '2026-01-01T10:00:00Z';
/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

describe('AuditLog', () => {
  it('shows a company’s identity events with their label, what they concern and who did them', async () => {
    const entries: AuditEntry[] = [
      { event: 'sso.enforced', at, by: 'u-admin', byName: 'Ada Admin', target: 'oidc.acme' },
      { event: 'domain.verified', at, by: 'u-admin', target: 'acme.test' },
      { event: 'scim_token.created', at, by: 'u-admin', byName: 'ada@acme.test', keyId: 't1', keyName: 'Entra ID' },
      { event: 'scim.user.deactivated', at, keyId: 't1', keyName: 'Entra ID', target: 'ada@acme.test' },
      {
        event: 'scim.call',
        at,
        keyId: 't1',
        keyName: 'Entra ID',
        method: 'PATCH',
        route: '/scim/v2/Users/:id',
        status: 200,
      },
    ];
    stubFetch({ [`GET ${AUDIT}`]: { body: { data: entries } } });
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <AuditLog owner={{ companyId: 'acme' }} />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Audit log' }, FIRST_ANSWER);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.any(String), 'Single sign-on enforced', 'oidc.acme', '—'],
      [expect.any(String), 'Domain verified', 'acme.test', '—'],
      [expect.any(String), 'SCIM token created', 'Entra ID', '—'],
      [expect.any(String), 'Person deactivated', 'ada@acme.test', '—'],
      [expect.any(String), 'SCIM call', 'PATCH /scim/v2/Users/:id', '200'],
    ]);
    // Who: the person by the name they had (an entry from before names: the uid), else the token that acted.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ada Admin',
      'u-admin',
      'ada@acme.test',
      'Entra ID',
      'Entra ID',
    ]);
    await expectNoAxeViolations(container);
  });
});
