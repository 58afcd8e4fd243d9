import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActivateCardBody, PublicCardStatus } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import type { AuthState } from '../../../app/auth';
import { signedOutDestination, withRedirect } from '../../../app/redirects';
import { EmptyState, Icon, LoadingState } from '../../../components/ui';
import { assignableProfiles } from '../../cards/api';
import { ActivateCardForm } from '../../cards';
import { PublicProfileView } from './PublicProfileView';
import '../public-card.css';

/** A one-message page (not found, no longer active…): the page's heading, what happened, what next. */
export function CardNotice({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <EmptyState page className="public-card-notice" icon={<Icon name="card" />} title={title} action={action}>
      {children}
    </EmptyState>
  );
}

const homeLink = (
  <Link className="button button-secondary" to="/">
    What is Everlink?
  </Link>
);

interface PublicCardViewProps {
  status: PublicCardStatus;
  auth: AuthState['status'];
  /** The signed-in visitor's profiles; undefined while they load. */
  profiles?: readonly Profile[];
  initialProfileId?: string;
  onActivate: (body: ActivateCardBody) => Promise<unknown>;
  onService?: (serviceId: string) => void;
}

/** What /card/{cardId} shows in each state the API reports, as the server-rendered page does. */
export function PublicCardView({ status, auth, profiles, initialProfileId, onActivate, onService }: PublicCardViewProps) {
  const { card } = status;
  const isOwner = status.viewer?.isOwner ?? false;
  const manage = (label: string) => (
    <Link className="button button-primary" to={`/cards/${card.id}`}>
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
              <span>This is your card: visitors see the profile below.</span>
              <Link to={`/cards/${card.id}`}>Manage card</Link>
            </p>
          )}
          <PublicProfileView profile={status.profile} fallbackUrl={card.url} onService={onService} />
        </div>
      );
    case 'unassigned':
      return <Activation cardId={card.id} auth={auth} profiles={profiles} initialProfileId={initialProfileId} onActivate={onActivate} />;
    case 'deactivated':
      return (
        <CardNotice title="Card no longer active" action={homeLink}>
          <p>This card has been deactivated by its owner.</p>
        </CardNotice>
      );
    case 'no-profile':
      return (
        <CardNotice
          title="Card not linked yet"
          action={
            isOwner ? (
              manage('Connect it to a profile')
            ) : auth === 'signedOut' ? (
              <Link className="button button-primary" to={withRedirect('/', `/cards/${card.id}`)}>
                Own this card? Connect it
              </Link>
            ) : (
              homeLink
            )
          }
        >
          <p>This card is not connected to a profile right now.</p>
        </CardNotice>
      );
    case 'profile-deactivated':
      return (
        <CardNotice title="Profile unavailable" action={isOwner ? manage('Manage card') : homeLink}>
          <p>This profile is currently unavailable. Please try again later.</p>
        </CardNotice>
      );
  }
  return (
    <CardNotice title="Card not found" action={homeLink}>
      <p>We could not find this card. Check the link and try again.</p>
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
  const path = `/card/${cardId}`;
  if (auth === 'signedOut')
    return (
      <CardNotice
        title="Activate your Everlink card"
        action={
          <>
            <Link className="button button-primary" to={signedOutDestination(path)}>
              Sign in to activate
            </Link>
            <Link className="button button-secondary" to={withRedirect('/auth', path)}>
              Create an account
            </Link>
          </>
        }
      >
        <p>This card ({cardId}) is new. Sign in or create an account to connect it to your profile.</p>
      </CardNotice>
    );
  const choices = assignableProfiles(profiles);
  return (
    <CardNotice title="Activate your Everlink card">
      <p>This card ({cardId}) is new. Choose the profile it opens when someone taps or scans it.</p>
      {auth === 'loading' || !profiles ? (
        <LoadingState label="Loading your profiles…" />
      ) : choices.length === 0 ? (
        <p className="notice">
          You need an active profile first. <Link to="/dashboard">Set up your profile</Link>, then come back to this card.
        </p>
      ) : (
        <ActivateCardForm cardId={cardId} profiles={choices} initialProfileId={initialProfileId} onActivate={onActivate} submitLabel="Activate card" />
      )}
    </CardNotice>
  );
}
