import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActivateCardBody, PublicCardStatus } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import type { Language } from '@contract/i18n/languages';
import type { AuthState } from '../../../session/auth';
import { signedOutDestination, withRedirect } from '../../../session/redirects';
import { EmptyState, Icon, LoadingState } from '../../../components/ui';
import { assignableProfiles } from '../../cards/api';
import { ActivateCardForm } from '../../cards';
import { PublicProfileView } from './PublicProfileView';
import { useCardText } from '../i18n';
import '../public-card.css';
import { paths } from '../../../session/paths';

/** A one-message page (not found, no longer active…): the page's heading, what happened, what next. */
export function CardNotice({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <EmptyState page className="public-card-notice" icon={<Icon name="card" />} title={title} action={action}>
      {children}
    </EmptyState>
  );
}

/** For a visitor with nothing to see here: what the product is. */
export function HomeLink() {
  const { t } = useCardText();
  return (
    <Link className="button button-secondary" to={paths.landing}>
      {t('page.whatIsEverlink')}
    </Link>
  );
}

interface PublicCardViewProps {
  status: PublicCardStatus;
  auth: AuthState['status'];
  /** The signed-in visitor's profiles; undefined while they load. */
  profiles?: readonly Profile[];
  initialProfileId?: string;
  onActivate: (body: ActivateCardBody) => Promise<unknown>;
  onService?: (serviceId: string) => void;
  /** The language the visitor chose on the page, which the lead form is told. */
  leadFormLanguage?: Language | null;
}

/** What /card/{cardId} shows in each state the API reports, as the server-rendered page does. */
export function PublicCardView({
  status,
  auth,
  profiles,
  initialProfileId,
  onActivate,
  onService,
  leadFormLanguage,
}: PublicCardViewProps) {
  const { t } = useCardText();
  const { card } = status;
  const homeLink = <HomeLink />;
  const isOwner = status.viewer?.isOwner ?? false;
  const manage = (label: string) => (
    <Link className="button button-primary" to={paths.card(card.id)}>
      {label}
    </Link>
  );

  switch (status.state) {
    case 'profile':
      if (!status.profile) break;
      return (
        <div className="public-card">
          {isOwner && (
            <p className="notice public-card-owner">
              <span>{t('owner.yourCard')}</span>
              <Link to={paths.card(card.id)}>{t('owner.manage')}</Link>
            </p>
          )}
          <PublicProfileView
            profile={status.profile}
            fallbackUrl={card.url}
            onService={onService}
            leadFormLanguage={leadFormLanguage}
          />
        </div>
      );
    case 'unassigned':
      return (
        <Activation
          cardId={card.id}
          auth={auth}
          profiles={profiles}
          initialProfileId={initialProfileId}
          onActivate={onActivate}
        />
      );
    case 'deactivated':
      return (
        <CardNotice title={t('notice.deactivated.title')} action={homeLink}>
          <p>{t('notice.deactivated.message')}</p>
        </CardNotice>
      );
    case 'no-profile':
      return (
        <CardNotice
          title={t('notice.noProfile.title')}
          action={
            isOwner ? (
              manage(t('owner.connect'))
            ) : auth === 'signedOut' ? (
              <Link className="button button-primary" to={withRedirect(paths.landing, paths.card(card.id))}>
                {t('notice.noProfile.action')}
              </Link>
            ) : (
              homeLink
            )
          }
        >
          <p>{t('notice.noProfile.message')}</p>
        </CardNotice>
      );
    case 'profile-deactivated':
      return (
        <CardNotice title={t('notice.profileGone.title')} action={isOwner ? manage(t('owner.manage')) : homeLink}>
          <p>{t('notice.profileGone.message')}</p>
        </CardNotice>
      );
  }
  return (
    <CardNotice title={t('notice.notFound.title')} action={homeLink}>
      <p>{t('notice.notFound.message')}</p>
    </CardNotice>
  );
}

/** An unassigned card: sign in first, then choose the profile it opens. */
function Activation({
  cardId,
  auth,
  profiles,
  initialProfileId,
  onActivate,
}: { cardId: string } & Pick<PublicCardViewProps, 'auth' | 'profiles' | 'initialProfileId' | 'onActivate'>) {
  const { t } = useCardText();
  const path = paths.publicCard(cardId);
  if (auth === 'signedOut')
    return (
      <CardNotice
        title={t('activation.title')}
        action={
          <>
            <Link className="button button-primary" to={signedOutDestination(path)}>
              {t('activation.signIn')}
            </Link>
            <Link className="button button-secondary" to={withRedirect(paths.auth, path)}>
              {t('activation.createAccount')}
            </Link>
          </>
        }
      >
        <p>{t('activation.signInMessage', { cardId })}</p>
      </CardNotice>
    );
  const choices = assignableProfiles(profiles);
  return (
    <CardNotice title={t('activation.title')}>
      <p>{t('activation.chooseMessage', { cardId })}</p>
      {auth === 'loading' || !profiles ? (
        <LoadingState label={t('activation.loadingProfiles')} />
      ) : choices.length === 0 ? (
        <p className="notice">
          <Trans t={t} i18nKey="activation.noProfile" components={{ a: <Link to={paths.dashboard} /> }} />
        </p>
      ) : (
        <ActivateCardForm
          cardId={cardId}
          profiles={choices}
          initialProfileId={initialProfileId}
          onActivate={onActivate}
          submitLabel={t('activation.submit')}
        />
      )}
    </CardNotice>
  );
}
