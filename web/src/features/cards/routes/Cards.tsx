import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CardView } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import { useSession } from '../../../app/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { CARD_STATUS_LABELS, assignableProfiles, cardName, useActivateCard, useMyCards } from '../api';
import { ActivateCardForm } from '../components/ActivateCardForm';
import { OrderCards } from '../../billing';
import '../cards.css';

/** /cards: the physical cards the person owns, and activating a new one. */
export default function Cards() {
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
        title="Cards"
        description="Physical Everlink cards that open one of your profiles with a tap or a scan."
        actions={
          hasCards && (
            <button type="button" className="button button-primary" aria-expanded={formOpen} aria-controls={formId} onClick={() => setFormOpen((open) => !open)}>
              Activate a card
            </button>
          )
        }
      />
      {cards.isPending ? (
        <LoadingState label="Loading your cards…" />
      ) : cards.isError ? (
        <ErrorState error={cards.error} title="Your cards could not be loaded" onRetry={() => void cards.refetch()} />
      ) : (
        <>
          {(!hasCards || formOpen) && <ActivatePanel id={formId} firstCard={!hasCards} onDone={() => setFormOpen(false)} />}
          {hasCards && (
            <>
              <ul className="card-grid" aria-label="Your cards">
                {list.map((card) => (
                  <CardItem key={card.id} card={card} profile={profiles.find((p) => p.id === card.profileId)} />
                ))}
              </ul>
              {cards.hasNextPage && (
                <div className="row row-center cards-more">
                  <button type="button" className="button button-secondary" onClick={() => void cards.fetchNextPage()} disabled={cards.isFetchingNextPage}>
                    {cards.isFetchingNextPage ? 'Loading…' : 'Show more cards'}
                  </button>
                </div>
              )}
            </>
          )}
        </>
      )}
      <OrderCards />
    </>
  );
}

function CardItem({ card, profile }: { card: CardView; profile: Profile | undefined }) {
  const status = CARD_STATUS_LABELS[card.status];
  return (
    <li className="panel card-list-item">
      <h2>
        <Link to={`/cards/${card.id}`}>{cardName(card)}</Link>
      </h2>
      <div className="card-meta">
        <span className={`badge ${status.badge}`}>{status.label}</span>
        {card.label && <span className="card-code muted">{card.id}</span>}
      </div>
      <p className="muted">{card.status === 'deactivated' ? 'Opens nothing any more' : profile ? `Opens ${profile.name}` : 'Not connected to a profile'}</p>
      {card.status !== 'deactivated' && (
        <a className="card-url" href={card.url} target="_blank" rel="noopener noreferrer">
          {card.url.replace(/^https?:\/\//, '')}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      <div className="row">
        <Link className="button button-secondary button-small" to={`/cards/${card.id}`} aria-label={`Manage ${cardName(card)}`}>
          Manage
        </Link>
      </div>
    </li>
  );
}

/** The activation form, with how activation works when it is the person's first card. */
function ActivatePanel({ id, firstCard, onDone }: { id: string; firstCard: boolean; onDone: () => void }) {
  const session = useSession();
  const activate = useActivateCard();
  const profiles = assignableProfiles(session.profiles.data);

  const form = session.profiles.isPending ? (
    <LoadingState label="Loading your profiles…" />
  ) : profiles.length === 0 ? (
    <p className="notice">
      A card opens one of your profiles, and none of them is active. Reactivate a profile from the <Link to="/dashboard">dashboard</Link> first.
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

  if (firstCard)
    return (
      <div id={id}>
        <EmptyState icon={<Icon name="card" />} title="No cards yet">
          <p>An Everlink card opens your profile when someone taps it with their phone or scans its QR code. Activate yours in one of two ways:</p>
          <ol className="cards-empty-steps">
            <li>Tap the card with your phone (or scan its QR code) and follow “Activate this card”.</li>
            <li>Or enter the code printed on the card below, and choose the profile it should open.</li>
          </ol>
        </EmptyState>
        <section className="panel cards-activate" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Activate a card</h2>
          {form}
        </section>
      </div>
    );
  return (
    <section id={id} className="panel cards-activate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Activate a card</h2>
      <p className="muted">Enter the code printed on the card, or tap it with your phone while signed in.</p>
      {form}
    </section>
  );
}
