import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY_CRMS, type CompanyCrmId } from '@contract/company-crm';
import { notify } from '../../../lib/toasts';
import { useCompleteCrmConnection } from '../api';
import { useCompanyCrmText } from '../i18n';

/** States already handed to the API in this tab: a state is single-use, a second try would only fail. */
const handled = new Set<string>();

/** The CRM a state names: the API's states are `<crm>.<nonce>` (integrations/core/oauth-state.ts). */
const crmOfState = (state: string): CompanyCrmId | undefined => COMPANY_CRMS.find((id) => id === state.split('.')[0]);

/**
 * The CRM's consent page sends the browser back to /company/crm with `code` and `state` (or
 * `error`): one POST with them, and the query leaves the address bar at once so the code is not
 * kept in the history. Answers the CRM being connected meanwhile (from the first render on).
 */
export function useCrmOAuthReturn(companyId: string): CompanyCrmId | null {
  const { t } = useCompanyCrmText();
  const [params, setParams] = useSearchParams();
  const complete = useCompleteCrmConnection(companyId);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  // Known from the first render, so the list waits for the connection instead of racing it.
  const [completing, setCompleting] = useState<CompanyCrmId | null>(() =>
    state && code && !error && !handled.has(state) ? (crmOfState(state) ?? null) : null,
  );

  useEffect(() => {
    if (!state || handled.has(state)) return;
    handled.add(state);
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        for (const name of ['code', 'state', 'error', 'error_description', 'scope']) kept.delete(name);
        return kept;
      },
      { replace: true },
    );
    const crm = crmOfState(state);
    if (!crm) {
      notify.error(t('oauth.unknown'));
      return;
    }
    if (error || !code) {
      notify.error(t('oauth.declined', { name: t(`names.${crm}`) }));
      return;
    }
    setCompleting(crm);
    complete.mutate({ crm, code, state }, { onSettled: () => setCompleting(null) });
  }, [state, code, error, setParams, complete, t]);

  return completing;
}
