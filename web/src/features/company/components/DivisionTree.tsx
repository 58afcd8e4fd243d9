import { useState } from 'react';
import { divisionBody, type DivisionNode } from '@contract/company';
import { FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';

const nameSchema = divisionBody.pick({ name: true });

interface DivisionTreeProps {
  divisions: readonly DivisionNode[];
  canCreate: boolean;
  canRename: boolean;
  onCreate: (name: string, parentId: string | null) => Promise<unknown>;
  onRename: (division: DivisionNode, name: string) => Promise<unknown>;
}

/** Which form is open: a new division (under a parent, or at the top) or a rename. */
type Editing = { kind: 'add'; parentId: string | null } | { kind: 'rename'; id: string } | null;

/**
 * The company's divisions as nested lists (a plain outline reads well with a screen reader and
 * needs no tree widget keys): each division with Add a division under it and Rename.
 */
export function DivisionTree({ divisions, canCreate, canRename, onCreate, onRename }: DivisionTreeProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const renderNodes = (nodes: readonly DivisionNode[], label?: string) => (
    <ul className="division-list" aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id}>
          {editing?.kind === 'rename' && editing.id === node.id ? (
            <DivisionNameForm label={`New name for ${node.name}`} initial={node.name} submitLabel="Rename" onSubmit={(name) => onRename(node, name)} onDone={close} />
          ) : (
            <div className="division-row">
              <span className="division-name">{node.name}</span>
              <span className="division-actions">
                {canCreate && (
                  <button type="button" className="button button-ghost button-small" onClick={() => setEditing({ kind: 'add', parentId: node.id })}>
                    Add division<span className="visually-hidden"> under {node.name}</span>
                  </button>
                )}
                {canRename && (
                  <button type="button" className="button button-ghost button-small" onClick={() => setEditing({ kind: 'rename', id: node.id })}>
                    Rename<span className="visually-hidden"> {node.name}</span>
                  </button>
                )}
              </span>
            </div>
          )}
          {editing?.kind === 'add' && editing.parentId === node.id && (
            <DivisionNameForm label={`New division under ${node.name}`} submitLabel="Add division" onSubmit={(name) => onCreate(name, node.id)} onDone={close} />
          )}
          {node.children.length > 0 && renderNodes(node.children)}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="stack division-tree">
      {divisions.length > 0 ? (
        renderNodes(divisions, 'Divisions')
      ) : (
        <p className="muted">No divisions yet. Divisions group your people into teams or offices, such as Sales or Engineering; a division can hold others.</p>
      )}
      {canCreate &&
        (editing?.kind === 'add' && editing.parentId === null ? (
          <DivisionNameForm label="New top-level division" submitLabel="Add division" onSubmit={(name) => onCreate(name, null)} onDone={close} />
        ) : (
          <div>
            <button type="button" className="button button-secondary" onClick={() => setEditing({ kind: 'add', parentId: null })}>
              Add a top-level division
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
  const form = useZodForm(nameSchema, { defaultValues: { name: initial } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onDone();
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <form className="division-form" noValidate onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      <FormError message={errors.root?.message} />
      <TextField label={label} maxLength={80} autoFocus error={errors.name?.message} {...form.register('name')} />
      <div className="row">
        <button type="submit" className="button button-primary button-small" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
