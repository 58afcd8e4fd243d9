import { useMemo, useState } from 'react';
import type { Company } from '@contract/company';
import type { CardStatus } from '@contract/cards';
import type { CompanyCard } from '@contract/company-brand';
import { EmptyState, ErrorState, Icon, LoadingState } from '../../../components/ui';
import { employeeName } from '../api';
import { useAssignCard, useCompanyCards } from '../brand-api';
import { AssignCardDialog } from './AssignCardDialog';
import { useCompanyAbility } from './CompanyPage';

const STATUS_LABELS: Record<CardStatus, string> = { active: 'Active', unassigned: 'Not activated', deactivated: 'Deactivated' };

/** /company-cards: the company's physical cards, who holds each, and handing them out. */
export function CompanyCardsPanel({ company }: { company: Company }) {
  const can = useCompanyAbility(company);
  const cards = useCompanyCards(company.id, can('read', 'CompanyCard'));
  const assign = useAssignCard(company.id);
  const [assigning, setAssigning] = useState<CompanyCard | null>(null);
  const rows = useMemo(() => cards.data?.pages.flatMap((page) => page.data) ?? [], [cards.data]);
  const canAssign = can('update', 'CompanyCard');

  if (!can('read', 'CompanyCard'))
    return (
      <EmptyState icon={<Icon name="cards" />} title="Your company's admins hand out the cards">
        <p>Ask an admin of {company.name} for a card, or activate one you were given in Cards.</p>
      </EmptyState>
    );
  if (cards.isPending) return <LoadingState label="Loading the company's cards…" />;
  if (cards.isError) return <ErrorState error={cards.error} title="The company's cards could not be loaded" onRetry={() => void cards.refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState icon={<Icon name="cards" />} title="No company cards yet">
        <p>Cards your company orders from Everlink are listed here with their holder, so you can hand out spare cards and move a card to someone new when a person leaves.</p>
      </EmptyState>
    );

  return (
    <div className="stack">
      <div className="table-wrap">
        <table className="table company-cards-table">
          <caption className="visually-hidden">The company&apos;s cards and their holders</caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">Holder</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((card) => (
              <tr key={card.id}>
                <td>
                  <span className="employee-name">{card.label || `Card ${card.id}`}</span>
                  {card.label && <span className="fine-print">{card.id}</span>}
                </td>
                <td>{card.holder ? `${employeeName(card.holder)} (${card.holder.email})` : <span className="muted">Nobody — free to hand out</span>}</td>
                <td>{STATUS_LABELS[card.status]}</td>
                <td className="employee-actions">
                  {canAssign && card.status !== 'deactivated' && (
                    <>
                      <button type="button" className="button button-secondary button-small" onClick={() => setAssigning(card)}>
                        {card.holder ? 'Reassign' : 'Assign'}
                        <span className="visually-hidden"> card {card.id}</span>
                      </button>
                      {card.holder && (
                        <button type="button" className="button button-ghost button-small" disabled={assign.isPending} onClick={() => assign.mutate({ card, userId: null })}>
                          Take back<span className="visually-hidden"> card {card.id}</span>
                        </button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cards.hasNextPage && (
        <button type="button" className="button button-secondary" onClick={() => void cards.fetchNextPage()} disabled={cards.isFetchingNextPage}>
          {cards.isFetchingNextPage ? 'Loading…' : 'Show more cards'}
        </button>
      )}
      {assigning && (
        <AssignCardDialog
          companyId={company.id}
          card={assigning}
          onSubmit={(userId, holderName) => assign.mutateAsync({ card: assigning, userId, holderName })}
          onClose={() => setAssigning(null)}
        />
      )}
    </div>
  );
}
