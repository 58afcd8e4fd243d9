import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../session/auth';
import { useSession } from '../session/session';
import { HOME_PATH } from '../session/redirects';
import { paths } from '../session/paths';
import { monitorView } from '../lib/monitoring';
import { signOutEverywhere } from '../lib/identity';
import { notify } from '../lib/toasts';
import { useCommonText } from '../i18n';
import { Icon, LoadingState, Logo, PremiumBadge } from '../components/ui';
import { UnsavedChangesProvider } from '../components/UnsavedChanges';
import { SiteFooter } from '../components/SiteFooter';
import {
  invitationOf,
  pendingInvitation,
  rememberInvitation,
  type InvitationLink,
} from '../features/company/invitation-link';
import { InvitationNotice } from '../features/company/components/InvitationNotice';
import { useInvitationPreview } from '../features/company/invitation-preview';
import type { SignUpInvitation } from '../features/auth/components/SignUpForm';
import { AuthFrame, SkipLink } from './auth-frame';

// Only someone arriving from an invitation link needs it (and the company feature's code).
const InvitationAcceptor = lazy(() => import('../features/company/components/InvitationAcceptor'));
// Event mode's lead sync and "waiting to sync" count: not needed for the first paint.
const loadLeadSyncStatus = () => import('../features/event-mode/components/LeadSyncStatus');
const LeadSyncStatus = lazy(loadLeadSyncStatus);

/** The signed-in shell's own chunks, started while the sign-in is checked (router.tsx). */
export function preloadAppShell() {
  loadLeadSyncStatus().catch(() => undefined);
}

/** Spec §2: a monitoring view starts on each path change (the first page load is traced by itself). */
function RouteTracker() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    monitorView(pathname);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <RouteTracker />
      <ScrollRestoration />
      <UnsavedChangesProvider>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </UnsavedChangesProvider>
    </>
  );
}

/** Header actions for public pages: sign-in links, or the way back in for a signed-in visitor. */
export function PublicHeaderActions() {
  const auth = useAuth();
  const { t } = useCommonText();
  if (auth.status === 'signedIn')
    return (
      <Link className="button button-primary" to={HOME_PATH}>
        {t('shell.goToDashboard')}
      </Link>
    );
  return (
    <>
      <Link className="button button-ghost" to={paths.signIn}>
        {t('shell.signIn')}
      </Link>
      <Link className="button button-primary" to={paths.auth}>
        {t('shell.getStarted')}
      </Link>
    </>
  );
}

/** Terms, privacy, public card and contact pages. */
export function PublicLayout() {
  const { t } = useCommonText();
  return (
    <div className="public-shell">
      <header className="site-header">
        <Link to={paths.landing} className="brand-link" aria-label={t('shell.homeLabel')}>
          <Logo />
        </Link>
        <div className="site-header-actions">
          <PublicHeaderActions />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

/** Sign-in, sign-up and the action-code screens: one card in the middle. */
export function AuthLayout() {
  const { search } = useLocation();
  // An invitation link (`/auth?invitation=…&token=…`) is kept through sign-up or sign-in.
  const [invitation] = useState(() => {
    rememberInvitation(search);
    return invitationOf(search);
  });
  // Read once here: the notice names who invites whom where, the sign-up form starts from it.
  const preview = useInvitationPreview(invitation);
  const outlet: SignUpInvitation = { loading: preview.isLoading, person: preview.data };
  return <AuthFrame notice={invitation && <InvitationNotice preview={preview.data} />} outlet={outlet} />;
}

interface NavItem {
  to: string;
  label: string;
  icon: Parameters<typeof Icon>[0]['name'];
  /** Paths that count as this area besides `to`. */
  match?: string;
  end?: boolean;
}

export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useCommonText();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [invitation, setInvitation] = useState<InvitationLink | null>(pendingInvitation);
  const profilePath = session.currentProfile ? paths.profile(session.currentProfile.id) : HOME_PATH;

  const items: NavItem[] = [
    { to: HOME_PATH, label: t('shell.nav.dashboard'), icon: 'home' },
    { to: profilePath, label: t('shell.nav.profile'), icon: 'profile', match: paths.profileArea },
    { to: paths.cards, label: t('shell.nav.cards'), icon: 'card' },
    { to: paths.contacts, label: t('shell.nav.contacts'), icon: 'contacts' },
    { to: paths.eventMode, label: t('shell.nav.eventMode'), icon: 'card' },
    { to: paths.integrations, label: t('shell.nav.integrations'), icon: 'plug' },
    // Everyone: members find their company here, others create one.
    { to: paths.company(), label: t('shell.nav.company'), icon: 'building' },
  ];
  // Members see it when their roles let them see the company's cards (admins, division
  // managers); someone without a company finds there how to set one up.
  if (!session.companyId || session.ability.can('read', 'CompanyCard'))
    items.push({ to: paths.companyCards, label: t('shell.nav.companyCards'), icon: 'cards' });
  items.push({ to: paths.billing, label: t('shell.nav.billing'), icon: 'wallet' });
  // A Pro user's own keys; a company's are in its back office.
  if (session.isPremium) items.push({ to: paths.apiKeys, label: t('shell.nav.apiKeys'), icon: 'lock' });
  if (session.isSuperadmin) items.push({ to: paths.superadmin, label: t('shell.nav.superadmin'), icon: 'shield' });

  const isActive = (item: NavItem) => {
    const base = item.match ?? item.to;
    return pathname === base || pathname.startsWith(`${base}/`);
  };

  // Escape closes the open menu from anywhere in it, and focus goes back to the button (as a dialog's would).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Keyboard and screen-reader users continue in the new page, not in a menu that closed.
  const openArea = () => {
    setMenuOpen(false);
    requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
  };

  const signOut = async () => {
    try {
      await signOutEverywhere();
      navigate(paths.landing, { replace: true });
      notify.success(t('shell.signedOut'));
    } catch (error) {
      notify.error(error);
    }
  };

  const name = session.record.data
    ? `${session.record.data.firstName} ${session.record.data.lastName}`.trim()
    : (session.user?.displayName ?? session.user?.email ?? session.user?.phoneNumber ?? '');

  return (
    <div className={`app-shell${menuOpen ? ' menu-open' : ''}`}>
      <header className="app-header">
        <button
          ref={menuButton}
          type="button"
          className="button button-ghost menu-button"
          aria-expanded={menuOpen}
          aria-controls="app-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}</span>
        </button>
        <Link to={HOME_PATH} className="brand-link" aria-label={t('shell.dashboardLabel')}>
          <Logo />
        </Link>
        <div className="app-header-user">
          <Suspense fallback={null}>
            <LeadSyncStatus />
          </Suspense>
          {session.isPremium && <PremiumBadge />}
          <span className="app-header-name" title={session.user?.email ?? undefined}>
            {name}
          </span>
          <button type="button" className="button button-secondary button-small" onClick={() => void signOut()}>
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <nav id="app-nav" className="app-nav" aria-label={t('shell.mainNav')}>
        <ul>
          {items.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className={`nav-link${isActive(item) ? ' active' : ''}`}
                aria-current={isActive(item) ? 'page' : undefined}
                onClick={openArea}
              >
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="app-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {invitation && (
        <Suspense fallback={null}>
          <InvitationAcceptor invitation={invitation} onDone={() => setInvitation(null)} />
        </Suspense>
      )}
    </div>
  );
}
