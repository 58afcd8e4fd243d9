import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../../app/auth';
import { useSession } from '../../../app/session';
import { ApiError } from '../../../lib/api';
import { ErrorState, LoadingState, usePageTitle } from '../../../components/ui';
import { useActivateCard } from '../../cards/api';
import { publicCardKeys, sendPageEvent, usePublicCard } from '../api';
import { CardNotice, PublicCardView } from '../components/PublicCardView';

/**
 * /card/{cardId} inside the app (a direct visit gets the server-rendered page): the profile the
 * card opens, its activation when new, or why it shows nothing.
 */
export default function PublicCard() {
  const { cardId = '' } = useParams();
  const auth = useAuth();
  const session = useSession();
  const card = usePublicCard(cardId, auth.status !== 'loading');
  const activate = useActivateCard([publicCardKeys.detail(cardId)]);
  const status = card.data;
  const profile = status?.state === 'profile' ? status.profile : null;
  const via = `card:${status?.card.id ?? cardId.toUpperCase()}`;
  // Owners looking at their own card are not visitors.
  const counted = !!profile && !status?.viewer?.isOwner;

  usePageTitle(profile ? profile.displayName : 'Everlink card');

  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!counted || !profile || viewed.current === profile.id) return;
    viewed.current = profile.id;
    sendPageEvent({ type: 'view', profileId: profile.id, via });
  }, [counted, profile, via]);

  if (card.isPending) return <LoadingState label="Opening the card…" />;
  if (card.isError) {
    const gone = card.error instanceof ApiError && card.error.status === 410;
    if (card.error instanceof ApiError && (card.error.status === 404 || gone))
      return (
        <CardNotice
          title={gone ? 'Card no longer active' : 'Card not found'}
          action={
            <Link className="button button-secondary" to="/">
              What is Everlink?
            </Link>
          }
        >
          <p>{gone ? 'This card has been deactivated by its owner.' : 'We could not find this card. Check the link and try again.'}</p>
        </CardNotice>
      );
    return (
      <>
        <h1 className="visually-hidden">Everlink card</h1>
        <ErrorState error={card.error} title="This card could not be opened" onRetry={() => void card.refetch()} />
      </>
    );
  }

  return (
    <PublicCardView
      status={card.data}
      auth={auth.status}
      profiles={auth.status === 'signedIn' ? session.profiles.data : undefined}
      initialProfileId={session.currentProfile?.id}
      onActivate={activate.mutateAsync}
      onService={counted && profile ? (serviceId) => sendPageEvent({ type: 'click', profileId: profile.id, serviceId, via }) : undefined}
    />
  );
}
