import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SSO_MESSAGES } from '@contract/sso';
import { ApiError, SSO_REQUIRED } from '../../lib/api';
import { destinationAfter, loadSsoChoice, passwordRefused, takeRedirect, useSsoCheck, useSsoDiscovery } from '../sso';

const SsoChoice = lazy(() => loadSsoChoice().then(({ SsoChoice }) => ({ default: SsoChoice })));

/**
 * Email-first routing for a sign-in or sign-up form (docs/sso.md): the typed address is looked up;
 * on a claimed domain its company's single sign-on becomes the primary action, and where the
 * company enforces it the password and email-link paths give way. `refuseIfEnforced` runs before a
 * password or email-link attempt, so one typed faster than the lookup is refused too.
 */
export function useSsoRouting(redirect: string | null): {
  onEmailChange: (email: string) => void;
  sso: ReactNode;
  ssoOnly: boolean;
  /** The sign-in is under way at the provider: the page must not move on by itself. */
  busy: boolean;
  refuseIfEnforced: (email: string) => Promise<void>;
} {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  // Break-glass: the company's owner asks for the other ways back; the API decides (others get 403 sso-required).
  const [owner, setOwner] = useState(false);
  const { target, email } = useSsoDiscovery(typed);
  const check = useSsoCheck();
  const navigate = useNavigate();
  const refuseIfEnforced = useCallback(
    async (address: string) => {
      if (!owner && passwordRefused(await check(address)))
        throw new ApiError(403, SSO_MESSAGES.ssoRequired, SSO_REQUIRED);
    },
    [check, owner],
  );
  return {
    onEmailChange: setTyped,
    sso:
      target && email ? (
        <Suspense fallback={null}>
          <SsoChoice
            target={target}
            email={email}
            redirect={redirect}
            onBusy={setBusy}
            onBreakGlass={owner ? undefined : () => setOwner(true)}
            onCompleted={(completion) =>
              navigate(destinationAfter(completion, takeRedirect() ?? redirect), { replace: true })
            }
          />
        </Suspense>
      ) : null,
    ssoOnly: !owner && passwordRefused(target),
    busy,
    refuseIfEnforced,
  };
}
