import { useState } from 'react';
import type { Company } from '@contract/company';
import type { CompanyEverlink } from '@contract/company-brand';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, ErrorState, Icon, LoadingState } from '../../../components/ui';
import { useDivisions } from '../api';
import { useCompanyEverlinks, useDeleteEverlink, useSaveEverlink, useUploadEverlinkFile } from '../brand-api';
import { divisionNames, flattenDivisions } from '../divisions';
import { useCompanyAbility } from './CompanyPage';
import { CompanyLinkForm, type CompanyLinkChange } from './CompanyLinkForm';

type Editing = { kind: 'new' } | { kind: 'link'; link: CompanyEverlink } | null;

/** /company/links: links and files on every employee's card (or those of chosen divisions), above their own. */
export function CompanyLinksPanel({ company }: { company: Company }) {
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
    if (change.file) target = await upload.mutateAsync({ file: change.file, title: change.body.title, everlinkId: link?.id });
    // A new file link without divisions is complete once uploaded (it carries the title).
    if (!target || (!link && change.body.divisionIds.length === 0)) return target;
    return save.mutateAsync({ everlinkId: target.id, body: change.body });
  };

  if (links.isPending) return <LoadingState label="Loading company links…" />;
  if (links.isError) return <ErrorState error={links.error} title="The company links could not be loaded" onRetry={() => void links.refetch()} />;

  const close = () => setEditing(null);
  return (
    <div className="stack">
      <div className="row company-section-intro">
        <p className="muted">
          Company links show on every employee&apos;s card above their own links, and employees cannot remove them. Limit a link to divisions to show it only to those teams.
        </p>
        {canCreate && !editing && (
          <button type="button" className="button button-primary" onClick={() => setEditing({ kind: 'new' })}>
            Add a link
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
      {links.data.length === 0 ? (
        <EmptyState icon={<Icon name="link" />} title="No company links yet">
          <p>Add your website, a brochure or a booking page once, and it appears on every employee&apos;s card.</p>
        </EmptyState>
      ) : (
        <ul className="plain-list company-link-list" aria-label="Company links">
          {links.data.map((link) =>
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
                    {link.divisionIds.length ? `Shown to ${link.divisionIds.map((id) => names.get(id) ?? 'a removed division').join(', ')}` : 'Shown to everyone'}
                  </div>
                </div>
                <div className="row">
                  {canEdit && (
                    <button type="button" className="button button-secondary button-small" onClick={() => setEditing({ kind: 'link', link })}>
                      Edit<span className="visually-hidden"> {link.title}</span>
                    </button>
                  )}
                  {canDelete && (
                    <button type="button" className="button button-ghost button-small text-danger" onClick={() => setDeleting(link)}>
                      Delete<span className="visually-hidden"> {link.title}</span>
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
        title={deleting ? `Delete ${deleting.title}?` : ''}
        confirmLabel="Delete link"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        <p>It disappears from every employee&apos;s card at once.</p>
      </ConfirmDialog>
    </div>
  );
}
