import { useCallback, useEffect, useId, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PROFILE_LIMITS, type Everlink } from '@contract/profiles';
import { FileButton, TextField } from '../../../lib/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { EverlinkDraft } from '../api';
import { FileBlockForm, LinkBlockForm } from './LinkBlockForm';

const FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';
const THUMBNAIL_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
/** The id the preview gives blocks not stored yet. */
const UNSAVED = 'unsaved';

const REORDER_HELP =
  'To reorder with the keyboard, focus a block’s handle, press Space to pick it up, move it with the arrow keys, and press Space again to drop it (Escape cancels).';

interface LinkBlocksEditorProps {
  everlinks: Everlink[];
  /** Stores the whole list (its order is the page's order); the message is the success toast. */
  onSave: (everlinks: EverlinkDraft[], message: string) => Promise<unknown>;
  /** A new file block at the end of the list. */
  onUploadFile: (file: File, title: string) => Promise<unknown>;
  onUploadThumbnail: (everlinkId: string, file: File) => Promise<unknown>;
  onReplaceFile: (everlinkId: string, file: File) => Promise<unknown>;
  /** The list as it would show, with the link being typed: for the live preview. */
  onDraftChange: (everlinks: Everlink[]) => void;
}

const describe = (block: EverlinkDraft) => (block.type === 'file' ? (block.file?.name ?? 'File') : block.url.replace(/^https?:\/\/(www\.)?/, ''));

/**
 * The profile's link blocks: add a link or a file, edit, show or hide, delete, and drag (or move
 * by keyboard) into order. Each change is stored at once; the list shows it before the answer.
 */
export function LinkBlocksEditor({ everlinks, onSave, onUploadFile, onUploadThumbnail, onReplaceFile, onDraftChange }: LinkBlocksEditorProps) {
  const [items, setItems] = useState<EverlinkDraft[]>(everlinks);
  const [stored, setStored] = useState(everlinks);
  const [saving, setSaving] = useState(false);
  const [typing, setTyping] = useState<{ title: string; url: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EverlinkDraft | null>(null);
  const helpId = useId();

  // A fresh answer from the API replaces the optimistic list.
  if (stored !== everlinks) {
    setStored(everlinks);
    setItems(everlinks);
  }

  useEffect(() => {
    const shown: Everlink[] = items.map((e, i) => ({ ...e, id: e.id ?? `${UNSAVED}-${i}` }));
    if (typing?.title.trim()) shown.push({ id: `${UNSAVED}-typing`, type: 'url', title: typing.title.trim(), url: typing.url, icon: null, thumbnailUrl: null, visible: true });
    onDraftChange(shown);
  }, [items, typing, onDraftChange]);

  const commit = async (next: EverlinkDraft[], message: string) => {
    setItems(next);
    setSaving(true);
    try {
      await onSave(next, message);
    } catch (error) {
      setItems(everlinks);
      throw error;
    } finally {
      setSaving(false);
    }
  };
  // Toggling and dragging have no form to keep the failure: the toast says it, the list goes back.
  const quietly = (next: EverlinkDraft[], message: string) => void commit(next, message).catch(() => undefined);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => items.find((e) => e.id === id)?.title ?? 'the link';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((e) => e.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${items.length}.` : `${titleOf(active.id)} is outside the list.`),
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${titleOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it stays at position ${positionOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((e) => e.id === active.id);
    const to = items.findIndex((e) => e.id === over.id);
    if (from < 0 || to < 0) return;
    quietly(arrayMove(items, from, to), 'Link order saved.');
  };

  const replace = (id: string, change: Partial<EverlinkDraft>) => items.map((e) => (e.id === id ? { ...e, ...change } : e));
  const full = items.length >= PROFILE_LIMITS.everlinks;
  const onTyping = useCallback((values: { title: string; url: string }) => setTyping(values), []);

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="links-list-title">
        <div className="panel-header">
          <h2 id="links-list-title">Your links</h2>
          <span className="muted">
            {items.length} of {PROFILE_LIMITS.everlinks}
          </span>
        </div>
        {items.length === 0 ? (
          <p className="muted">No links yet. Add a website, a portfolio, a menu or a PDF below; each one becomes a button on your page.</p>
        ) : (
          <>
            <p id={helpId} className="field-hint">
              Drag the handle to change the order. {REORDER_HELP}
            </p>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_HELP } }}
            >
              <SortableContext items={items.map((e, i) => e.id ?? `${UNSAVED}-${i}`)} strategy={verticalListSortingStrategy}>
                <ol className="link-blocks" aria-label="Link blocks, in page order">
                  {items.map((block, i) => (
                    <LinkBlockRow
                      key={block.id ?? `${UNSAVED}-${i}`}
                      sortId={block.id ?? `${UNSAVED}-${i}`}
                      block={block}
                      busy={saving}
                      editing={editing === block.id}
                      onEdit={() => setEditing(block.id ?? null)}
                      onDoneEditing={() => setEditing(null)}
                      onToggle={(visible) =>
                        block.id && quietly(replace(block.id, { visible }), visible ? `“${block.title}” is shown on your page.` : `“${block.title}” is hidden from your page.`)
                      }
                      onDelete={() => setDeleting(block)}
                      onSaveLink={(values) => commit(replace(block.id!, values), 'Link saved.').then(() => setEditing(null))}
                      onRename={(title) => commit(replace(block.id!, { title }), 'Link saved.').then(() => setEditing(null))}
                      onThumbnail={(file) => block.id && void onUploadThumbnail(block.id, file).catch(() => undefined)}
                      onReplaceFile={(file) => block.id && void onReplaceFile(block.id, file).catch(() => undefined)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="add-link-title">
        <h2 id="add-link-title">Add a link</h2>
        {full ? (
          <p className="muted">A profile can have at most {PROFILE_LIMITS.everlinks} link blocks. Delete one to add another.</p>
        ) : (
          <LinkBlockForm
            label="Add a link"
            submitLabel="Add link"
            disabled={saving}
            onDraftChange={onTyping}
            onSubmit={(values) =>
              commit(
                [...items, { type: 'url', title: values.title, url: values.url, icon: null, thumbnailUrl: values.thumbnailUrl ?? null, visible: true }],
                `“${values.title}” added to your links.`,
              )
            }
          />
        )}
      </section>

      {!full && <AddFileBlock disabled={saving} onUpload={onUploadFile} />}

      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting?.title ?? ''}”?`}
        confirmLabel="Delete link"
        pendingLabel="Deleting…"
        pending={saving}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void commit(
            items.filter((e) => e !== target),
            `“${target.title}” deleted.`,
          ).then(
            () => setDeleting(null),
            () => undefined,
          );
        }}
      >
        <p>The button disappears from your page{deleting?.type === 'file' ? ' and its file is deleted' : ''}. Its past clicks stay in your analytics.</p>
        <p>To take it off your page for a while instead, hide it.</p>
      </ConfirmDialog>
    </div>
  );
}

interface LinkBlockRowProps {
  sortId: string;
  block: EverlinkDraft;
  busy: boolean;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onToggle: (visible: boolean) => void;
  onDelete: () => void;
  onSaveLink: (values: { title: string; url: string }) => Promise<unknown>;
  onRename: (title: string) => Promise<unknown>;
  onThumbnail: (file: File) => void;
  onReplaceFile: (file: File) => void;
}

function LinkBlockRow({ sortId, block, busy, editing, onEdit, onDoneEditing, onToggle, onDelete, onSaveLink, onRename, onThumbnail, onReplaceFile }: LinkBlockRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortId, disabled: busy || !block.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const visibleId = useId();
  const saved = !!block.id;
  // While a change is being stored the row takes no other (it would be sent without this one),
  // but its controls stay focusable, so keyboard focus is not lost mid-task.
  const locked = busy || !saved;
  return (
    <li ref={setNodeRef} style={style} className={`link-block${isDragging ? ' is-dragging' : ''}${block.visible ? '' : ' is-hidden'}`}>
      <div className="link-block-main">
        <button type="button" ref={setActivatorNodeRef} className="button button-ghost drag-handle" aria-label={`Move ${block.title}`} {...attributes} {...listeners}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
        {block.thumbnailUrl && <img className="link-block-thumb" src={block.thumbnailUrl} alt="" width={40} height={40} />}
        <div className="link-block-text">
          <strong>{block.title}</strong>
          <span className="muted">
            {block.type === 'file' && <span className="badge">File</span>} {describe(block)}
          </span>
          {!block.visible && <span className="badge badge-warning">Hidden</span>}
        </div>
        <div className="link-block-actions">
          <div className="checkbox-inline">
            <input id={visibleId} type="checkbox" checked={block.visible} aria-disabled={locked || undefined} onChange={(e) => !locked && onToggle(e.currentTarget.checked)} />
            <label htmlFor={visibleId}>
              Show<span className="visually-hidden"> “{block.title}” on your page</span>
            </label>
          </div>
          <button type="button" className="button button-secondary button-small" onClick={editing ? onDoneEditing : onEdit} disabled={!saved} aria-expanded={editing}>
            {editing ? 'Close' : 'Edit'}
            <span className="visually-hidden"> {block.title}</span>
          </button>
          <button type="button" className="button button-ghost button-small link-block-delete" onClick={() => !locked && onDelete()} aria-disabled={locked || undefined}>
            Delete<span className="visually-hidden"> {block.title}</span>
          </button>
        </div>
      </div>
      {editing && (
        <div className="link-block-edit">
          {block.type === 'url' ? (
            <LinkBlockForm
              label={`Edit ${block.title}`}
              submitLabel="Save link"
              defaultValues={{ title: block.title, url: block.url }}
              onSubmit={onSaveLink}
              onCancel={onDoneEditing}
            />
          ) : (
            <FileBlockForm label={`Edit ${block.title}`} defaultTitle={block.title} onSubmit={onRename} onCancel={onDoneEditing} />
          )}
          <div className="row">
            <FileButton
              label={block.thumbnailUrl ? 'Change picture' : 'Add a picture'}
              accept={THUMBNAIL_TYPES}
              onFile={onThumbnail}
              disabled={busy}
              className="button button-secondary button-small"
            />
            {block.type === 'file' && (
              <FileButton label="Replace file" accept={FILE_TYPES} onFile={onReplaceFile} disabled={busy} className="button button-secondary button-small" />
            )}
          </div>
          <p className="field-hint">A picture shows beside the title, cropped square. Images and PDFs up to 5 MB.</p>
        </div>
      )}
    </li>
  );
}

/** A PDF or an image as a block: uploaded at once, then listed with the others. */
function AddFileBlock({ disabled, onUpload }: { disabled: boolean; onUpload: (file: File, title: string) => Promise<unknown> }) {
  const [title, setTitle] = useState('');
  const [pending, setPending] = useState(false);
  const upload = async (file: File) => {
    setPending(true);
    try {
      await onUpload(file, title.trim());
      setTitle('');
    } catch {
      // The failure toast has said why (too large, not a PDF or image).
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="add-file-title">
      <h2 id="add-file-title">Add a file</h2>
      <p className="muted">A menu, a brochure or a price list: visitors open or download it from your page. PDF or image, up to 5 MB.</p>
      <div className="stack">
        <TextField label="File title" hint="Optional; the file’s name is used otherwise." maxLength={100} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <div>
          <FileButton label={pending ? 'Uploading…' : 'Choose a file to upload'} accept={FILE_TYPES} onFile={(file) => void upload(file)} pending={pending} disabled={disabled} />
        </div>
      </div>
    </section>
  );
}
