import { Link } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { Icon } from '../../../components/ui';
import { useAppMutation } from '../../../lib/toasts';
import { sendVerificationEmail } from '../../../lib/identity';
import { paths } from '../../../session/paths';
import { useDashboardText } from '../i18n';

// The dashboard's panels below the profile, each a component of its own: React renders the first
// view in slices between frames, and one component is one slice however much it writes.

/** The shortcuts, worded by their key in the catalogue (`areas.<key>`). */
const AREAS = [
  { key: 'profile', to: 'profile', icon: 'profile' },
  { key: 'cards', to: paths.cards, icon: 'card' },
  { key: 'contacts', to: paths.contacts, icon: 'contacts' },
  { key: 'integrations', to: paths.integrations, icon: 'plug' },
  { key: 'company', to: paths.company(), icon: 'building' },
  { key: 'companyCards', to: paths.companyCards, icon: 'cards' },
] as const;

/** Where to go next: the app's areas, the superadmin's console for a superadmin. */
export function AreasPanel() {
  const { t } = useDashboardText();
  const { currentProfile, isSuperadmin } = useSession();
  return (
    <section className="panel" aria-labelledby="areas-title">
      <h2 id="areas-title">{t('areas.title')}</h2>
      <ul className="quick-links">
        {AREAS.map((area) => (
          <li key={area.key}>
            <Link
              className="quick-link"
              to={
                area.to === 'profile' ? (currentProfile ? paths.profile(currentProfile.id) : paths.dashboard) : area.to
              }
            >
              <Icon name={area.icon} />
              <span>
                <strong>{t(`areas.${area.key}.label`)}</strong>
                <span className="muted">{t(`areas.${area.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
        {isSuperadmin && (
          <li>
            <Link className="quick-link" to={paths.superadmin}>
              <Icon name="shield" />
              <span>
                <strong>{t('areas.superadmin.label')}</strong>
                <span className="muted">{t('areas.superadmin.text')}</span>
              </span>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}

/** The sign-in email (and its verification), the phone and the plan. */
export function AccountPanel() {
  const { t } = useDashboardText();
  const session = useSession();
  const { user } = session;
  const resend = useAppMutation({
    mutationFn: sendVerificationEmail,
    success: user?.email ? t('account.verificationSent', { email: user.email }) : t('account.verificationSentNoEmail'),
  });
  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">{t('account.title')}</h2>
      <dl className="details">
        <div>
          <dt>{t('account.signInEmail')}</dt>
          <dd>
            {user?.email ?? t('account.noEmail')}{' '}
            {user?.email &&
              (user.emailVerified ? (
                <span className="badge badge-success">{t('account.verified')}</span>
              ) : (
                <span className="badge badge-warning">{t('account.notVerified')}</span>
              ))}
          </dd>
        </div>
        {user?.phoneNumber && (
          <div>
            <dt>{t('account.phone')}</dt>
            <dd>{user.phoneNumber}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.plan')}</dt>
          <dd>
            {session.roles.isLoading
              ? t('account.checking')
              : session.isPremium
                ? t('account.premium', { roles: session.roles.data?.map((r) => r.name).join(', ') })
                : t('account.free')}
          </dd>
        </div>
      </dl>
      <div className="row">
        {user?.email && !user.emailVerified && (
          <button
            type="button"
            className="button button-secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? t('account.sending') : t('account.sendVerification')}
          </button>
        )}
        <Link className="button button-ghost" to={paths.verifyAndChangeEmail}>
          {t('account.changeEmail')}
        </Link>
      </div>
    </section>
  );
}
