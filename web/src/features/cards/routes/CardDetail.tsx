import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../app/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { cardName, useCard, useDeactivateCard, useUpdateCard } from '../api';
import { CardDetailView } from '../components/CardDetailView';

const backLink = (
  <Link className="button button-secondary" to="/cards">
    All cards
  </Link>
);

/** /cards/{cardId}: one card, the profile it opens, its link and QR code, and deactivation. */
export default function CardDetail() {
  const { cardId = '' } = useParams();
  const session = useSession();
  const card = useCard(cardId);
  const update = useUpdateCard(cardId);
  const deactivate = useDeactivateCard(cardId);

  if (card.isPending)
    return (
      <>
        <PageHeader title="Card" actions={backLink} />
        <LoadingState label="Loading the card…" />
      </>
    );
  if (card.isError) {
    if (card.error instanceof ApiError && card.error.status === 404)
      return (
        <>
          <PageHeader title="Card not found" actions={backLink} />
          <EmptyState icon={<Icon name="card" />} title={`No card ${cardId.toUpperCase()} on your account`} action={backLink}>
            <p>Check the code, or activate the card first: it then appears in your cards.</p>
          </EmptyState>
        </>
      );
    return (
      <>
        <PageHeader title="Card" actions={backLink} />
        <ErrorState error={card.error} title="The card could not be loaded" onRetry={() => void card.refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={cardName(card.data)} description={card.data.label ? `Card ${card.data.id}` : undefined} actions={backLink} />
      {session.profiles.isPending ? (
        <LoadingState label="Loading your profiles…" />
      ) : (
        <CardDetailView
          card={card.data}
          profiles={session.profiles.data ?? []}
          onSave={update.mutateAsync}
          onDeactivate={deactivate.mutateAsync}
          deactivating={deactivate.isPending}
        />
      )}
    </>
  );
}
