import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../lib/api';
import { useCommonText } from '../i18n';
import { useMessageText } from '../i18n/messages';
import { paths } from '../session/paths';

/** The product's name: the logo's word and every tab title's end (a brand, never translated). */
export const PRODUCT_NAME = 'Everlink';

/** Sets the tab title for the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

export function PageHeader({
  title,
  description,
  actions,
  badge,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <div>
        <h1>
          {title} {badge}
        </h1>
        {description && <p className="page-description">{description}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}

export function Spinner({ label }: { label?: string }) {
  const { t } = useCommonText();
  return <span className="spinner" role="status" aria-label={label ?? t('spinner')} />;
}

/** Loading state of a screen or a panel. */
export function LoadingState({ label: given }: { label?: string }) {
  const { t } = useCommonText();
  const label = given ?? t('loading');
  return (
    <div className="state state-loading" aria-live="polite">
      <Spinner label={label} />
      <p>{label}</p>
    </div>
  );
}

export function FullPageLoading({ label }: { label?: string }) {
  return (
    <div className="full-page-center">
      <LoadingState label={label} />
    </div>
  );
}

/** Error state with the server's message and a way to try again. */
export function ErrorState({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const { t } = useCommonText();
  const messageText = useMessageText();
  return (
    <div className="state state-error" role="alert">
      <h2>{title ?? t('loadFailed')}</h2>
      <p>{messageText(errorMessage(error))}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}

/**
 * A designed empty state: what belongs here, and what to do first. As the whole page (`page`),
 * its title is the page's h1.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  page = false,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  page?: boolean;
  className?: string;
}) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <section className={['state state-empty', className].filter(Boolean).join(' ')} aria-label={title}>
      {icon && (
        <div className="state-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading>{title}</Heading>
      {children && <div className="state-body">{children}</div>}
      {action && <div className="state-actions">{action}</div>}
    </section>
  );
}

export function PremiumBadge() {
  const { t } = useCommonText();
  return (
    <span className="badge badge-premium" title={t('premium.badgeTitle')}>
      {t('premium.badge')}
    </span>
  );
}

/** Where a premium-only feature would be: what it does and how to get it. */
export function UpgradePrompt({ feature, children }: { feature: string; children?: ReactNode }) {
  const { t } = useCommonText();
  return (
    <section className="upgrade" aria-label={t('premium.featureLabel', { feature })}>
      <span className="badge badge-premium">{t('premium.badge')}</span>
      <h2>{t('premium.featureTitle', { feature })}</h2>
      {children && <div className="state-body">{children}</div>}
      <p>{t('premium.howTo')}</p>
      <div className="state-actions">
        <Link className="button button-primary" to={paths.billing}>
          {t('premium.seePlans')}
        </Link>
        <Link className="button button-secondary" to={paths.company()}>
          {t('premium.company')}
        </Link>
      </div>
    </section>
  );
}

/** A line icon; `filled` paints its inside too (a chosen favourite). */
export function Icon({ name, filled = false }: { name: keyof typeof ICONS; filled?: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  );
}

const ICONS = {
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />,
  home: <path d="M3 11.5 12 4l9 7.5M5.5 10v10h13V10" />,
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  contacts: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5c2 .8 3.2 2.6 3.8 5.5" />
    </>
  ),
  plug: <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0V8ZM12 17v4" />,
  building: <path d="M4 21V5l8-3v19M12 21V9l8 3v9M2 21h20M7 8h2M7 12h2M7 16h2M15 14h2M15 17h2" />,
  cards: (
    <>
      <rect x="2" y="7" width="15" height="11" rx="2" />
      <path d="M7 4h13a2 2 0 0 1 2 2v9" />
    </>
  ),
  shield: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />,
  wallet: (
    <>
      <path d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h12v3" />
      <path d="M16 13.5h.01" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  phone: <path d="M6 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2Z" />,
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  lock: (
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </>
  ),
  merge: <path d="M6 3v6a6 6 0 0 0 6 6h6M6 21v-6M15 12l3 3-3 3" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  users: (
    <>
      <circle cx="8" cy="8" r="3.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2 20c1-3.5 3.2-5.5 6-5.5s5 2 6 5.5M15 14.5c2.6 0 4.6 1.6 5.5 4.5" />
    </>
  ),
} as const;

export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M10 16a4 4 0 0 1 4-4h5M22 16a4 4 0 0 1-4 4h-5"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="logo-text">{PRODUCT_NAME}</span>
    </span>
  );
}
