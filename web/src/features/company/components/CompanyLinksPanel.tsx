import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { Company } from '@contract/company';
import type { CompanyEverlink } from '@contract/company-brand';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, Icon } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useDivisions } from '../api';
import { useCompanyEverlinks, useDeleteEverlink, useSaveEverlink, useUploadEverlinkFile } from '../brand-api';
import { divisionNames, flattenDivisions } from '../divisions';
import { useCompanyText } from '../i18n';
import { useCompanyAbility } from './CompanyPage';
import { CompanyLinkForm, type CompanyLinkChange } from './CompanyLinkForm';

type Editing = { kind: 'new' } | { kind: 'link'; link: CompanyEverlink } | null;

/** /company/links: links and files on every employee's card (or those of chosen divisions), above their own. */
export function CompanyLinksPanel({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const can = useCompanyAbility(company);
  const links = useCompanyEverlinks(company.id);
  const divisions = useDivisions(company.id);
  const save = useSaveEverlink(company.id);
  const upload = useUploadEverlinkFile(company.id);
  const remove = useDeleteEverlink(company.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CompanyEverlink | null>(null);
  const flat = flattenDivisions(divisions.data ?? []);
  const names = divisionNames(divisions.data ?? []);
  const canCreate = can('create', 'CompanyLink');
  const canEdit = can('update', 'CompanyLink');
  const canDelete = can('delete', 'CompanyLink');

  /** A URL link saves at once; a file link uploads its file, then saves its divisions. */
  const apply = async (change: CompanyLinkChange, link?: CompanyEverlink) => {
    if (change.kind === 'url') return save.mutateAsync({ everlinkId: link?.id, body: change.body });
    let target = link;
    if (change.file)
      target = await upload.mutateAsync({ file: change.file, title: change.body.title, everlinkId: link?.id });
    // A new file link without divisions is complete once uploaded (it carries the title).
    if (!target || (!link && change.body.divisionIds.length === 0)) return target;
    return save.mutateAsync({ everlinkId: target.id, body: change.body });
  };

  return (
    <QueryView query={links} loadingLabel={t('links.loading')} errorTitle={t('links.loadFailed')}>
      {(data) => {
        const close = () => setEditing(null);
        return (
          <div className="stack">
            <div className="row company-section-intro">
              <p className="muted">{t('links.intro')}</p>
              {canCreate && !editing && (
                <button type="button" className="button button-primary" onClick={() => setEditing({ kind: 'new' })}>
                  {t('links.add')}
                </button>
              )}
            </div>
            {editing?.kind === 'new' && (
              <CompanyLinkForm
                divisions={flat}
                onSubmit={async (change) => {
                  await apply(change);
                  close();
                }}
                onCancel={close}
              />
            )}
            {data.length === 0 ? (
              <EmptyState icon={<Icon name="link" />} title={t('links.empty')}>
                <p>{t('links.emptyText')}</p>
              </EmptyState>
            ) : (
              <ul className="plain-list company-link-list" aria-label={t('links.list')}>
                {data.map((link) =>
                  editing?.kind === 'link' && editing.link.id === link.id ? (
                    <li key={link.id}>
                      <CompanyLinkForm
                        link={link}
                        divisions={flat}
                        onSubmit={async (change) => {
                          await apply(change, link);
                          close();
                        }}
                        onCancel={close}
                      />
                    </li>
                  ) : (
                    <li key={link.id} className="panel company-link-row">
                      <div>
                        <strong>{link.title}</strong>
                        <div className="fine-print">
                          <a href={link.url} target="_blank" rel="noopener noreferrer">
                            {link.file ? link.file.name : link.url}
                          </a>
                          {' · '}
                          {link.divisionIds.length
                            ? t('links.shownTo', {
                                divisions: link.divisionIds
                                  .map((id) => names.get(id) ?? t('links.removedDivision'))
                                  .join(', '),
                              })
                            : t('links.shownToEveryone')}
                        </div>
                      </div>
                      <div className="row">
                        {canEdit && (
                          <button
                            type="button"
                            className="button button-secondary button-small"
                            onClick={() => setEditing({ kind: 'link', link })}
                          >
                            <Trans
                              t={t}
                              i18nKey="links.edit"
                              values={{ title: link.title }}
                              components={{ hidden: <span className="visually-hidden" /> }}
                            />
                          </button>
                        )}
                        {canDelete && (
                          <button
                            type="button"
                            className="button button-ghost button-small text-danger"
                            onClick={() => setDeleting(link)}
                          >
                            <Trans
                              t={t}
                              i18nKey="links.delete"
                              values={{ title: link.title }}
                              components={{ hidden: <span className="visually-hidden" /> }}
                            />
                          </button>
                        )}
                      </div>
                    </li>
                  ),
                )}
              </ul>
            )}
            <ConfirmDialog
              open={!!deleting}
              title={deleting ? t('links.confirmDelete', { title: deleting.title }) : ''}
              confirmLabel={t('links.deleteLink')}
              pendingLabel={t('links.deleting')}
              pending={remove.isPending}
              onCancel={() => setDeleting(null)}
              onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
            >
              <p>{t('links.deleteText')}</p>
            </ConfirmDialog>
          </div>
        );
      }}
    </QueryView>
  );
}
