import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../session/auth';
import { HOME_PATH, safeRedirect, withRedirect } from '../../../session/redirects';
import { SiteFooter } from '../../../components/SiteFooter';
import { Icon, Logo, usePageTitle } from '../../../components/ui';
import { useLandingText } from '../i18n';
import { paths } from '../../../session/paths';

/** The feature grid, each with its icon; the words are `t('features.<key>.title' | '.text')`. */
const FEATURES = [
  { icon: 'profile', key: 'profiles' },
  { icon: 'card', key: 'cards' },
  { icon: 'contacts', key: 'contacts' },
  { icon: 'plug', key: 'tools' },
  { icon: 'building', key: 'teams' },
  { icon: 'chart', key: 'analytics' },
] as const;

const STEPS = ['create', 'share', 'followUp'] as const;

/** The public home page: what Everlink is, and the ways in. */
export default function Landing() {
  usePageTitle('');
  const { t } = useLandingText();
  const auth = useAuth();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  if (redirect && auth.status === 'signedIn') return <Navigate to={redirect} replace />;
  const signedIn = auth.status === 'signedIn';

  return (
    <div className="landing">
      <header className="site-header landing-header">
        <Link to={paths.landing} className="brand-link" aria-label={t('header.home')}>
          <Logo />
        </Link>
        <nav className="site-header-actions" aria-label={t('header.account')}>
          {signedIn ? (
            <Link className="button button-primary" to={HOME_PATH}>
              {t('header.goToDashboard')}
            </Link>
          ) : (
            <>
              <Link className="button button-ghost" to={withRedirect(paths.signIn, redirect)}>
                {t('header.signIn')}
              </Link>
              <Link className="button button-primary" to={withRedirect(paths.auth, redirect)}>
                {t('header.getStarted')}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {redirect && !signedIn && (
          <div className="notice landing-notice" role="status">
            {/* Two keys rather than <Trans>, which would add ~5 KB to the page with the tightest budget. */}
            {t('continueNotice')} <Link to={withRedirect(paths.signIn, redirect)}>{t('continueLink')}</Link>
          </div>
        )}
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero-copy">
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="hero-title">{t('hero.title')}</h1>
            <p className="hero-lead">{t('hero.lead')}</p>
            <div className="row">
              {signedIn ? (
                <Link className="button button-primary button-large" to={HOME_PATH}>
                  {t('hero.openDashboard')}
                </Link>
              ) : (
                <>
                  <Link className="button button-primary button-large" to={withRedirect(paths.auth, redirect)}>
                    {t('hero.getStarted')}
                  </Link>
                  <Link className="button button-secondary button-large" to={withRedirect(paths.signIn, redirect)}>
                    {t('hero.signIn')}
                  </Link>
                </>
              )}
            </div>
          </div>
          <div className="hero-card" aria-hidden="true">
            <div className="preview-card">
              <div className="preview-cover" />
              <div className="preview-avatar">{t('preview.initials')}</div>
              <p className="preview-name">{t('preview.name')}</p>
              <p className="preview-role">{t('preview.role')}</p>
              <div className="preview-buttons">
                <span>{t('preview.saveContact')}</span>
                <span>{t('preview.bookCall')}</span>
                <span>{t('preview.portfolio')}</span>
              </div>
            </div>
          </div>
        </section>

        <section className="landing-section" aria-labelledby="features-title">
          <h2 id="features-title">{t('features.title')}</h2>
          <ul className="feature-grid">
            {FEATURES.map((f) => (
              <li key={f.key} className="feature">
                <span className="feature-icon">
                  <Icon name={f.icon} />
                </span>
                <h3>{t(`features.${f.key}.title`)}</h3>
                <p>{t(`features.${f.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-section" aria-labelledby="steps-title">
          <h2 id="steps-title">{t('steps.title')}</h2>
          <ol className="steps">
            {STEPS.map((step, i) => (
              <li key={step}>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(`steps.${step}.title`)}</h3>
                <p>{t(`steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="landing-cta" aria-labelledby="cta-title">
          <h2 id="cta-title">{t('cta.title')}</h2>
          <Link
            className="button button-primary button-large"
            to={signedIn ? HOME_PATH : withRedirect(paths.auth, redirect)}
          >
            {signedIn ? t('cta.openDashboard') : t('cta.createProfile')}
          </Link>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
