import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '../../../lib/api';
import { useSession } from '../../../session/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { cardName, useCard, useDeactivateCard, useUpdateCard } from '../api';
import { CardDetailView } from '../components/CardDetailView';
import { useCardsText } from '../i18n';
import { paths } from '../../../session/paths';

function BackLink() {
  const { t } = useCardsText();
  return (
    <Link className="button button-secondary" to={paths.cards}>
      {t('detail.allCards')}
    </Link>
  );
}

const backLink = <BackLink />;

/** /cards/{cardId}: one card, the profile it opens, its link and QR code, and deactivation. */
export default function CardDetail() {
  const { t } = useCardsText();
  const { cardId = '' } = useParams();
  const session = useSession();
  const card = useCard(cardId);
  const update = useUpdateCard(cardId);
  const deactivate = useDeactivateCard(cardId);

  if (card.isPending)
    return (
      <>
        <PageHeader title={t('detail.title')} actions={backLink} />
        <LoadingState label={t('detail.loading')} />
      </>
    );
  if (card.isError) {
    if (isNotFound(card.error))
      return (
        <>
          <PageHeader title={t('detail.notFound.title')} actions={backLink} />
          <EmptyState
            icon={<Icon name="card" />}
            title={t('detail.notFound.heading', { id: cardId.toUpperCase() })}
            action={backLink}
          >
            <p>{t('detail.notFound.text')}</p>
          </EmptyState>
        </>
      );
    return (
      <>
        <PageHeader title={t('detail.title')} actions={backLink} />
        <ErrorState error={card.error} title={t('detail.error')} onRetry={() => void card.refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={cardName(card.data, t)}
        description={card.data.label ? t('name', { id: card.data.id }) : undefined}
        actions={backLink}
      />
      {session.profiles.isPending ? (
        <LoadingState label={t('loadingProfiles')} />
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
