import { lazy } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from './auth';
import { useSession } from './session';
import { signedOutDestination } from './redirects';
import { ErrorState, FullPageLoading, LoadingState, PageHeader, EmptyState, Icon } from '../components/ui';

// Only a newcomer without a profile needs it (and its form libraries).
const AccountSetup = lazy(() => import('../features/auth/components/AccountSetup'));

/** The signed-in group: loading while the identity loads; signed out goes to the landing page. */
export function RequireAuth() {
  const auth = useAuth();
  const session = useSession();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageLoading label="Checking your sign-in…" />;
  if (auth.status === 'signedOut') return <Navigate to={signedOutDestination(location.pathname)} replace />;
  if (session.needsAccountSetup) return <AccountSetup user={auth.user} />;
  return <Outlet />;
}

/** The superadmin group: nothing of it renders (or fetches) for anyone else. */
export function RequireSuperadmin() {
  const { roles, isSuperadmin, abilityReady } = useSession();
  if (roles.isLoading || !abilityReady) return <LoadingState label="Checking your access…" />;
  if (roles.isError) return <ErrorState error={roles.error} title="Your access could not be checked" onRetry={() => roles.refetch()} />;
  if (!isSuperadmin) return <SuperadminOnly />;
  return <Outlet />;
}

function SuperadminOnly() {
  return (
    <>
      <PageHeader title="Superadmins only" />
      <EmptyState
        icon={<Icon name="lock" />}
        title="You don't have access to this area"
        action={
          <Link className="button button-primary" to="/dashboard">
            Back to your dashboard
          </Link>
        }
      >
        <p>The superadmin area manages Everlink itself: every user, the product-wide roles and the divisions. It is open to Everlink superadmins only.</p>
        <p>If you need something changed there, ask an Everlink administrator.</p>
      </EmptyState>
    </>
  );
}
