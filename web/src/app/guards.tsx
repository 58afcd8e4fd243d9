import { lazy } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../session/auth';
import { useSession } from '../session/session';
import { signedOutDestination } from '../session/redirects';
import { useCommonText } from '../i18n';
import { FullPageLoading, PageHeader, EmptyState, Icon } from '../components/ui';
import { QueryView } from '../components/QueryView';
import { paths } from '../session/paths';

// Only a newcomer without a profile needs it (and its form libraries).
const AccountSetup = lazy(() => import('../features/auth/components/AccountSetup'));

/** The signed-in group: loading while the identity and the session load; signed out goes to the landing page. */
export function RequireAuth() {
  const auth = useAuth();
  const session = useSession();
  const location = useLocation();
  const { t } = useCommonText();
  if (auth.status === 'loading') return <FullPageLoading label={t('guards.checkingSignIn')} />;
  if (auth.status === 'signedOut') return <Navigate to={signedOutDestination(location.pathname)} replace />;
  // The shell and the screen render once the session's first answers are in, not once per answer
  // (each re-rendered both, moved what was on screen, and kept a phone's main thread busy).
  if (!session.ready) return <FullPageLoading label={t('guards.checkingSignIn')} />;
  if (session.needsAccountSetup) return <AccountSetup user={auth.user} />;
  return <Outlet />;
}

/** The superadmin group: nothing of it renders (or fetches) for anyone else. */
export function RequireSuperadmin() {
  const { roles, isSuperadmin, abilityReady } = useSession();
  const { t } = useCommonText();
  return (
    <QueryView
      query={roles}
      // The ability is built from the roles after they arrive: a step of the same wait.
      waitFor={[{ status: abilityReady ? 'success' : 'pending' }]}
      loadingLabel={t('guards.checkingAccess')}
      errorTitle={t('guards.accessError')}
    >
      {() => (isSuperadmin ? <Outlet /> : <SuperadminOnly />)}
    </QueryView>
  );
}

function SuperadminOnly() {
  const { t } = useCommonText();
  return (
    <>
      <PageHeader title={t('guards.superadminOnly.title')} />
      <EmptyState
        icon={<Icon name="lock" />}
        title={t('guards.superadminOnly.heading')}
        action={
          <Link className="button button-primary" to={paths.dashboard}>
            {t('guards.superadminOnly.back')}
          </Link>
        }
      >
        <p>{t('guards.superadminOnly.about')}</p>
        <p>{t('guards.superadminOnly.ask')}</p>
      </EmptyState>
    </>
  );
}
