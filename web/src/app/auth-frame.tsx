import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../session/paths';
import { useCommonText } from '../i18n';
import { LoadingState, Logo } from '../components/ui';
import { SiteFooter } from '../components/SiteFooter';

/** The first thing on every page: a keyboard user's way past the header to `#main`. */
export function SkipLink() {
  const { t } = useCommonText();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipLink')}
    </a>
  );
}

/**
 * Sign-in, sign-up and the action-code screens: one card in the middle. Shared by the app's
 * `AuthLayout` (which adds an invitation's notice and hands its screens the invitation) and the
 * sign-in entry (auth-entry.tsx), so the prerendered form pages are the same markup in both.
 */
export function AuthFrame({ notice, outlet }: { notice?: ReactNode; outlet?: unknown }) {
  const { t } = useCommonText();
  return (
    <div className="auth-shell">
      <main id="main" tabIndex={-1} className="auth-card">
        <Link to={paths.landing} className="brand-link" aria-label={t('shell.homeLabel')}>
          <Logo />
        </Link>
        {notice}
        <Suspense fallback={<LoadingState />}>
          <Outlet context={outlet} />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
