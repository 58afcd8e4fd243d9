import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { IntegrationSummary } from '@contract/integrations';
import { notify } from '../../../lib/toasts';
import { useCompleteConnection } from '../api';

/** States already handed to the API in this tab: a state is single-use, a second try would only fail. */
const handled = new Set<string>();

/**
 * The providers send the browser back to /integrations with `code` and `state` (or `error`).
 * The state names the provider (`<id>.<nonce>`); the code goes to that provider's call, and
 * the query leaves the address bar at once so the code is not kept in the history.
 */
export function useOAuthReturn(integrations: IntegrationSummary[] | undefined): {
  completing: string | null;
  declined: string | null;
} {
  const [params, setParams] = useSearchParams();
  const complete = useCompleteConnection();
  const [completing, setCompleting] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');

  useEffect(() => {
    if (!state || !integrations || handled.has(state)) return;
    handled.add(state);
    setParams({}, { replace: true });
    const integration = integrations.find((i) => i.id === state.split('.')[0]);
    if (!integration) {
      notify.error(new Error('unknown provider'));
      return;
    }
    if (error || !code) {
      setDeclined(integration.name);
      return;
    }
    setCompleting(integration.id);
    complete.mutate({ integration, code, state }, { onSettled: () => setCompleting(null) });
  }, [state, code, error, integrations, setParams, complete]);

  return { completing, declined };
}
