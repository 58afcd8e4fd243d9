import { useState } from 'react';
import { Trans } from 'react-i18next';
import { divisionBody, type DivisionNode } from '@contract/company';
import { useCommonText } from '../../../i18n';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useCompanyText } from '../i18n';
import { FormActions } from '../../../components/FormActions';

const nameSchema = divisionBody.pick({ name: true });

interface DivisionTreeProps {
  divisions: readonly DivisionNode[];
  canCreate: boolean;
  canRename: boolean;
  canDelete: boolean;
  onCreate: (name: string, parentId: string | null) => Promise<unknown>;
  onRename: (division: DivisionNode, name: string) => Promise<unknown>;
  /** Asks where its people go, then deletes it. */
  onDelete: (division: DivisionNode) => void;
}

/** Which form is open: a new division (under a parent, or at the top) or a rename. */
type Editing = { kind: 'add'; parentId: string | null } | { kind: 'rename'; id: string } | null;

/**
 * The company's divisions as nested lists (a plain outline reads well with a screen reader and
 * needs no tree widget keys): each division with Add a division under it and Rename.
 */
export function DivisionTree({
  divisions,
  canCreate,
  canRename,
  canDelete,
  onCreate,
  onRename,
  onDelete,
}: DivisionTreeProps) {
  const { t } = useCompanyText();
  const hidden = <span className="visually-hidden" />;
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const renderNodes = (nodes: readonly DivisionNode[], label?: string) => (
    <ul className="division-list" aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id}>
          {editing?.kind === 'rename' && editing.id === node.id ? (
            <DivisionNameForm
              label={t('divisions.newName', { name: node.name })}
              initial={node.name}
              submitLabel={t('divisions.rename')}
              onSubmit={(name) => onRename(node, name)}
              onDone={close}
            />
          ) : (
            <div className="division-row">
              <span className="division-name">{node.name}</span>
              <span className="division-actions">
                {canCreate && (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => setEditing({ kind: 'add', parentId: node.id })}
                  >
                    <Trans t={t} i18nKey="divisions.addUnder" values={{ name: node.name }} components={{ hidden }} />
                  </button>
                )}
                {canRename && (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => setEditing({ kind: 'rename', id: node.id })}
                  >
                    <Trans t={t} i18nKey="divisions.renameOf" values={{ name: node.name }} components={{ hidden }} />
                  </button>
                )}
                {canDelete && (
                  <button
                    type="button"
                    className="button button-ghost button-small text-danger"
                    onClick={() => onDelete(node)}
                  >
                    <Trans t={t} i18nKey="divisions.delete" values={{ name: node.name }} components={{ hidden }} />
                  </button>
                )}
              </span>
            </div>
          )}
          {editing?.kind === 'add' && editing.parentId === node.id && (
            <DivisionNameForm
              label={t('divisions.newUnder', { name: node.name })}
              submitLabel={t('divisions.add')}
              onSubmit={(name) => onCreate(name, node.id)}
              onDone={close}
            />
          )}
          {node.children.length > 0 && renderNodes(node.children)}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="stack division-tree">
      {divisions.length > 0 ? (
        renderNodes(divisions, t('divisions.list'))
      ) : (
        <p className="muted">{t('divisions.empty')}</p>
      )}
      {canCreate &&
        (editing?.kind === 'add' && editing.parentId === null ? (
          <DivisionNameForm
            label={t('divisions.newTopLevel')}
            submitLabel={t('divisions.add')}
            onSubmit={(name) => onCreate(name, null)}
            onDone={close}
          />
        ) : (
          <div>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setEditing({ kind: 'add', parentId: null })}
            >
              {t('divisions.addTopLevel')}
            </button>
          </div>
        ))}
    </div>
  );
}

interface DivisionNameFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onDone: () => void;
}

function DivisionNameForm({ label, initial = '', submitLabel, onSubmit, onDone }: DivisionNameFormProps) {
  const { t } = useCompanyText();
  const common = useCommonText();
  const form = useZodForm(nameSchema, { defaultValues: { name: initial } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, async ({ name }) => {
    await onSubmit(name);
    onDone();
  });
  return (
    <form
      className="division-form"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
    >
      <FormError message={errors.root?.message} />
      <TextField label={label} maxLength={80} autoFocus error={errors.name?.message} {...form.register('name')} />
      <FormActions
        size="small"
        submitLabel={submitLabel}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: common.t('cancel'), variant: 'ghost', onClick: onDone }}
      />
    </form>
  );
}
