import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_BRAND, type Company } from '@contract/company';
import { AbilityProvider } from '../../../lib/ability';
import { buildAbility } from '../../../lib/build-ability';
import { createQueryClient } from '../../../lib/query-client';

const at = '2026-01-01T00:00:00Z';

/** The company the panels' tests administer. */
export const COMPANY: Company = {
  id: 'acme',
  companyId: 'acme',
  name: 'Acme',
  website: null,
  industry: '',
  ownerId: 'u-admin',
  brand: { ...DEFAULT_BRAND },
  lockedFields: [],
  createdAt: at,
  updatedAt: at,
};

/** Renders a company panel for Acme's admin, allowed what `roles` grant, with a fresh query cache. */
export function renderForAdmin(panel: ReactNode, roles: { permissions: unknown[] }[]) {
  const ability = buildAbility(roles, { userId: 'u-admin', membership: { companyId: 'acme' } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AbilityProvider value={ability}>{panel}</AbilityProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
