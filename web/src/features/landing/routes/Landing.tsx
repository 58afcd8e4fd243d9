import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../app/auth';
import { HOME_PATH, safeRedirect, withRedirect } from '../../../app/redirects';
import { SiteFooter } from '../../../app/layouts';
import { Icon, Logo, usePageTitle } from '../../../components/ui';

const FEATURES = [
  {
    icon: 'profile',
    title: 'Profiles that stay current',
    text: 'One link with your photo, role, contact details, links and socials. Change a detail once and everyone who has your card sees it.',
  },
  { icon: 'card', title: 'Tap-to-share cards', text: 'Pair a physical Everlink card with any profile. A tap on a phone or a scan of its QR code opens your page — no app needed.' },
  {
    icon: 'contacts',
    title: 'Contacts that come back',
    text: 'People you meet can send you their details from your page. Everything lands in your contacts, ready to export to your CRM.',
  },
  { icon: 'plug', title: 'Your tools, connected', text: 'Show your latest posts, let people book a meeting in Calendly, and send new leads straight to your CRM.' },
  { icon: 'building', title: 'Built for teams', text: 'Give everyone in your company a branded card, manage roles and divisions, and import your team from a spreadsheet.' },
  { icon: 'chart', title: 'See what works', text: 'Views, taps and the links people open, per profile, so you know which conversations turned into connections.' },
] as const;

const STEPS = [
  { title: 'Create your profile', text: 'Sign up with email, phone or Google. Your first profile is ready in a minute.' },
  { title: 'Share it anywhere', text: 'Tap your card, show your QR code, or send your link in an email signature.' },
  { title: 'Follow up', text: 'See who shared their details back, and pick up the conversation while it is fresh.' },
] as const;

/** The public home page: what Everlink is, and the ways in. */
export default function Landing() {
  usePageTitle('');
  const auth = useAuth();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  if (redirect && auth.status === 'signedIn') return <Navigate to={redirect} replace />;
  const signedIn = auth.status === 'signedIn';

  return (
    <div className="landing">
      <header className="site-header landing-header">
        <Link to="/" className="brand-link" aria-label="Everlink home">
          <Logo />
        </Link>
        <nav className="site-header-actions" aria-label="Account">
          {signedIn ? (
            <Link className="button button-primary" to={HOME_PATH}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <Link className="button button-ghost" to={withRedirect('/auth/sign-in', redirect)}>
                Sign in
              </Link>
              <Link className="button button-primary" to={withRedirect('/auth', redirect)}>
                Get started
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {redirect && !signedIn && (
          <div className="notice landing-notice" role="status">
            Sign in to continue to the page you opened. <Link to={withRedirect('/auth/sign-in', redirect)}>Sign in</Link>
          </div>
        )}
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero-copy">
            <p className="eyebrow">Digital business cards</p>
            <h1 id="hero-title">Your business card, always up to date.</h1>
            <p className="hero-lead">
              Everlink gives you a profile page and a tap-to-share card that carry your latest details, collects the contacts you make, and lets your whole team share one brand.
            </p>
            <div className="row">
              {signedIn ? (
                <Link className="button button-primary button-large" to={HOME_PATH}>
                  Open your dashboard
                </Link>
              ) : (
                <>
                  <Link className="button button-primary button-large" to={withRedirect('/auth', redirect)}>
                    Get started — it&apos;s free
                  </Link>
                  <Link className="button button-secondary button-large" to={withRedirect('/auth/sign-in', redirect)}>
                    Sign in
                  </Link>
                </>
              )}
            </div>
          </div>
          <div className="hero-card" aria-hidden="true">
            <div className="preview-card">
              <div className="preview-cover" />
              <div className="preview-avatar">JR</div>
              <p className="preview-name">Jordan Rivera</p>
              <p className="preview-role">Product Designer · Northwind</p>
              <div className="preview-buttons">
                <span>Save contact</span>
                <span>Book a call</span>
                <span>Portfolio</span>
              </div>
            </div>
          </div>
        </section>

        <section className="landing-section" aria-labelledby="features-title">
          <h2 id="features-title">Everything a card should have done all along</h2>
          <ul className="feature-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="feature">
                <span className="feature-icon">
                  <Icon name={f.icon} />
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-section" aria-labelledby="steps-title">
          <h2 id="steps-title">How it works</h2>
          <ol className="steps">
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="landing-cta" aria-labelledby="cta-title">
          <h2 id="cta-title">Make your next introduction the one they keep.</h2>
          <Link className="button button-primary button-large" to={signedIn ? HOME_PATH : withRedirect('/auth', redirect)}>
            {signedIn ? 'Open your dashboard' : 'Create your free profile'}
          </Link>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
