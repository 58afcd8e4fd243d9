import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
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

  const frame = (state: ReactNode) => (
    <>
      <PageHeader title={t('detail.title')} actions={backLink} />
      {state}
    </>
  );
  const notFound = (
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
    <QueryView
      query={card}
      frame={frame}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.error')}
      notFound={notFound}
    >
      {(data) => {
        const view = (profiles: Profile[]) => (
          <CardDetailView
            card={data}
            profiles={profiles}
            onSave={update.mutateAsync}
            onDeactivate={deactivate.mutateAsync}
            deactivating={deactivate.isPending}
          />
        );
        return (
          <>
            <PageHeader
              title={cardName(data, t)}
              description={data.label ? t('name', { id: data.id }) : undefined}
              actions={backLink}
            />
            {/* Without the profiles list the card shows with none to move it to. */}
            <QueryView query={session.profiles} loadingLabel={t('loadingProfiles')} error={() => view([])}>
              {view}
            </QueryView>
          </>
        );
      }}
    </QueryView>
  );
}
