import { useMemo, useState } from 'react';
import { Trans } from 'react-i18next';
import type { Company } from '@contract/company';
import type { CompanyCard } from '@contract/company-brand';
import { EmptyState, Icon } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useCommonText } from '../../../i18n';
import { employeeName } from '../api';
import { useAssignCard, useCompanyCards } from '../brand-api';
import { useCompanyText } from '../i18n';
import { AssignCardDialog } from './AssignCardDialog';
import { useCompanyAbility } from './CompanyPage';
import { DataTable } from '../../../components/DataTable';

/** /company-cards: the company's physical cards, who holds each, and handing them out. */
export function CompanyCardsPanel({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const common = useCommonText();
  const hidden = <span className="visually-hidden" />;
  const can = useCompanyAbility(company);
  const cards = useCompanyCards(company.id, can('read', 'CompanyCard'));
  const assign = useAssignCard(company.id);
  const [assigning, setAssigning] = useState<CompanyCard | null>(null);
  const rows = useMemo(() => cards.data?.pages.flatMap((page) => page.data) ?? [], [cards.data]);
  const canAssign = can('update', 'CompanyCard');

  if (!can('read', 'CompanyCard'))
    return (
      <EmptyState icon={<Icon name="cards" />} title={t('cards.adminsOnly')}>
        <p>{t('cards.adminsOnlyText', { company: company.name })}</p>
      </EmptyState>
    );
  return (
    <QueryView query={cards} loadingLabel={t('cards.loading')} errorTitle={t('cards.loadFailed')}>
      {() => {
        if (rows.length === 0)
          return (
            <EmptyState icon={<Icon name="cards" />} title={t('cards.empty')}>
              <p>{t('cards.emptyText')}</p>
            </EmptyState>
          );

        return (
          <div className="stack">
            <DataTable
              className="company-cards-table"
              caption={t('cards.caption')}
              captionHidden
              columns={[
                {
                  key: 'card',
                  header: t('cards.card'),
                  cell: (card) => (
                    <>
                      <span className="employee-name">{card.label || t('cards.cardId', { id: card.id })}</span>
                      {card.label && <span className="fine-print">{card.id}</span>}
                    </>
                  ),
                },
                {
                  key: 'holder',
                  header: t('cards.holder'),
                  cell: (card) =>
                    card.holder ? (
                      t('cards.person', { name: employeeName(card.holder), email: card.holder.email })
                    ) : (
                      <span className="muted">{t('cards.nobody')}</span>
                    ),
                },
                { key: 'status', header: t('cards.status'), cell: (card) => t(`cards.statuses.${card.status}`) },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">{t('cards.actions')}</span>,
                  className: 'employee-actions',
                  cell: (card) =>
                    canAssign &&
                    card.status !== 'deactivated' && (
                      <>
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          onClick={() => setAssigning(card)}
                        >
                          <Trans
                            t={t}
                            i18nKey={card.holder ? 'cards.reassign' : 'cards.assign'}
                            values={{ id: card.id }}
                            components={{ hidden }}
                          />
                        </button>
                        {card.holder && (
                          <button
                            type="button"
                            className="button button-ghost button-small"
                            disabled={assign.isPending}
                            onClick={() => assign.mutate({ card, userId: null })}
                          >
                            <Trans t={t} i18nKey="cards.takeBack" values={{ id: card.id }} components={{ hidden }} />
                          </button>
                        )}
                      </>
                    ),
                },
              ]}
              rows={rows}
              rowKey={(card) => card.id}
              loadMore={{ ...cards, label: t('cards.more'), pendingLabel: common.t('loading') }}
            />
            {assigning && (
              <AssignCardDialog
                companyId={company.id}
                card={assigning}
                onSubmit={(userId) => assign.mutateAsync({ card: assigning, userId })}
                onClose={() => setAssigning(null)}
              />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
