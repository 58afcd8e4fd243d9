import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { CardView } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { LoadMoreButton } from '../../../components/DataTable';
import { CARD_STATUS_BADGES, assignableProfiles, cardName, useActivateCard, useMyCards } from '../api';
import { ActivateCardForm } from '../components/ActivateCardForm';
import { useCardsText } from '../i18n';
import { OrderCards } from '../../billing';
import '../cards.css';
import { paths } from '../../../session/paths';

/** /cards: the physical cards the person owns, and activating a new one. */
export default function Cards() {
  const { t } = useCardsText();
  const session = useSession();
  const cards = useMyCards();
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();
  const list = cards.data?.pages.flatMap((page) => page.data) ?? [];
  const profiles = session.profiles.data ?? [];
  const hasCards = list.length > 0;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          hasCards && (
            <button
              type="button"
              className="button button-primary"
              aria-expanded={formOpen}
              aria-controls={formId}
              onClick={() => setFormOpen((open) => !open)}
            >
              {t('list.activate')}
            </button>
          )
        }
      />
      <QueryView query={cards} loadingLabel={t('list.loading')} errorTitle={t('list.error')}>
        {() => (
          <>
            {(!hasCards || formOpen) && (
              <ActivatePanel id={formId} firstCard={!hasCards} onDone={() => setFormOpen(false)} />
            )}
            {hasCards && (
              <>
                <ul className="card-grid" aria-label={t('list.label')}>
                  {list.map((card) => (
                    <CardItem key={card.id} card={card} profile={profiles.find((p) => p.id === card.profileId)} />
                  ))}
                </ul>
                <LoadMoreButton {...cards} label={t('list.showMore')} pendingLabel={t('list.loadingMore')} centered />
              </>
            )}
          </>
        )}
      </QueryView>
      <OrderCards />
    </>
  );
}

function CardItem({ card, profile }: { card: CardView; profile: Profile | undefined }) {
  const { t } = useCardsText();
  const name = cardName(card, t);
  return (
    <li className="panel card-list-item">
      <h2>
        <Link to={paths.card(card.id)}>{name}</Link>
      </h2>
      <div className="card-meta">
        <span className={`badge ${CARD_STATUS_BADGES[card.status]}`}>{t(`status.${card.status}`)}</span>
        {card.label && <span className="card-code muted">{card.id}</span>}
      </div>
      <p className="muted">
        {card.status === 'deactivated'
          ? t('list.opensNothing')
          : profile
            ? t('list.opens', { name: profile.name })
            : t('list.notConnected')}
      </p>
      {card.status !== 'deactivated' && (
        <a className="card-url" href={card.url} target="_blank" rel="noopener noreferrer">
          {card.url.replace(/^https?:\/\//, '')}
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </a>
      )}
      <div className="row">
        <Link
          className="button button-secondary button-small"
          to={paths.card(card.id)}
          aria-label={t('list.manageLabel', { name })}
        >
          {t('list.manage')}
        </Link>
      </div>
    </li>
  );
}

/** The activation form, with how activation works when it is the person's first card. */
function ActivatePanel({ id, firstCard, onDone }: { id: string; firstCard: boolean; onDone: () => void }) {
  const { t } = useCardsText();
  const session = useSession();
  const activate = useActivateCard();
  const activation = (profiles: Profile[]) =>
    profiles.length === 0 ? (
      <p className="notice">
        <Trans t={t} i18nKey="activatePanel.noActiveProfile" components={{ a: <Link to={paths.dashboard} /> }} />
      </p>
    ) : (
      <ActivateCardForm
        profiles={profiles}
        initialProfileId={session.currentProfile?.id}
        onActivate={async (body) => {
          await activate.mutateAsync(body);
          onDone();
        }}
      />
    );
  // Without the profiles list it reads as having none to activate to.
  const form = (
    <QueryView query={session.profiles} loadingLabel={t('loadingProfiles')} error={() => activation([])}>
      {(list) => activation(assignableProfiles(list))}
    </QueryView>
  );

  if (firstCard)
    return (
      <div id={id}>
        <EmptyState icon={<Icon name="card" />} title={t('activatePanel.firstCard.title')}>
          <p>{t('activatePanel.firstCard.intro')}</p>
          <ol className="cards-empty-steps">
            <li>{t('activatePanel.firstCard.tap')}</li>
            <li>{t('activatePanel.firstCard.code')}</li>
          </ol>
        </EmptyState>
        <section className="panel cards-activate" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t('activatePanel.title')}</h2>
          {form}
        </section>
      </div>
    );
  return (
    <section id={id} className="panel cards-activate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('activatePanel.title')}</h2>
      <p className="muted">{t('activatePanel.intro')}</p>
      {form}
    </section>
  );
}
