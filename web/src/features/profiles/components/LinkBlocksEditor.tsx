import { useCallback, useEffect, useId, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans } from 'react-i18next';
import { PROFILE_LIMITS, type Everlink } from '@contract/profiles';
import { FileButton, TextField } from '../../../lib/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { EverlinkDraft } from '../api';
import { useProfileLinksText } from '../i18n';
import { FileBlockForm, LinkBlockForm } from './LinkBlockForm';

const FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';
const THUMBNAIL_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
/** The id the preview gives blocks not stored yet. */
const UNSAVED = 'unsaved';

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

/** What a block opens: its file's name (or `fileWord`), or its address without the scheme. */
const describe = (block: EverlinkDraft, fileWord: string) => (block.type === 'file' ? (block.file?.name ?? fileWord) : block.url.replace(/^https?:\/\/(www\.)?/, ''));

/**
 * The profile's link blocks: add a link or a file, edit, show or hide, delete, and drag (or move
 * by keyboard) into order. Each change is stored at once; the list shows it before the answer.
 */
export function LinkBlocksEditor({ everlinks, onSave, onUploadFile, onUploadThumbnail, onReplaceFile, onDraftChange }: LinkBlocksEditorProps) {
  const { t } = useProfileLinksText();
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
  const titleOf = (id: UniqueIdentifier) => items.find((e) => e.id === id)?.title ?? t('drag.unknown');
  const positionOf = (id: UniqueIdentifier) => items.findIndex((e) => e.id === id) + 1;
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.start', { title: titleOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { title: titleOf(active.id), position: positionOf(over.id), total }) : t('drag.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('drag.end', { title: titleOf(active.id), position: positionOf(over.id), total }) : t('drag.endOutside', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancel', { title: titleOf(active.id), position: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((e) => e.id === active.id);
    const to = items.findIndex((e) => e.id === over.id);
    if (from < 0 || to < 0) return;
    quietly(arrayMove(items, from, to), t('toast.orderSaved'));
  };

  const replace = (id: string, change: Partial<EverlinkDraft>) => items.map((e) => (e.id === id ? { ...e, ...change } : e));
  const full = items.length >= PROFILE_LIMITS.everlinks;
  const onTyping = useCallback((values: { title: string; url: string }) => setTyping(values), []);

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="links-list-title">
        <div className="panel-header">
          <h2 id="links-list-title">{t('title')}</h2>
          <span className="muted">{t('count', { count: items.length, max: PROFILE_LIMITS.everlinks })}</span>
        </div>
        {items.length === 0 ? (
          <p className="muted">{t('empty')}</p>
        ) : (
          <>
            <p id={helpId} className="field-hint">
              {t('dragHelp', { keyboard: t('keyboardHelp') })}
            </p>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements, screenReaderInstructions: { draggable: t('keyboardHelp') } }}
            >
              <SortableContext items={items.map((e, i) => e.id ?? `${UNSAVED}-${i}`)} strategy={verticalListSortingStrategy}>
                <ol className="link-blocks" aria-label={t('listLabel')}>
                  {items.map((block, i) => (
                    <LinkBlockRow
                      key={block.id ?? `${UNSAVED}-${i}`}
                      sortId={block.id ?? `${UNSAVED}-${i}`}
                      block={block}
                      busy={saving}
                      editing={editing === block.id}
                      onEdit={() => setEditing(block.id ?? null)}
                      onDoneEditing={() => setEditing(null)}
                      onToggle={(visible) => block.id && quietly(replace(block.id, { visible }), t(visible ? 'toast.shown' : 'toast.hidden', { title: block.title }))}
                      onDelete={() => setDeleting(block)}
                      onSaveLink={(values) => commit(replace(block.id!, values), t('toast.saved')).then(() => setEditing(null))}
                      onRename={(title) => commit(replace(block.id!, { title }), t('toast.saved')).then(() => setEditing(null))}
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
        <h2 id="add-link-title">{t('add.title')}</h2>
        {full ? (
          <p className="muted">{t('add.full', { max: PROFILE_LIMITS.everlinks })}</p>
        ) : (
          <LinkBlockForm
            label={t('add.title')}
            submitLabel={t('add.submit')}
            disabled={saving}
            onDraftChange={onTyping}
            onSubmit={(values) =>
              commit(
                [...items, { type: 'url', title: values.title, url: values.url, icon: null, thumbnailUrl: values.thumbnailUrl ?? null, visible: true }],
                t('toast.added', { title: values.title }),
              )
            }
          />
        )}
      </section>

      {!full && <AddFileBlock disabled={saving} onUpload={onUploadFile} />}

      <ConfirmDialog
        open={!!deleting}
        title={t('confirmDelete.title', { title: deleting?.title ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        pendingLabel={t('confirmDelete.pending')}
        pending={saving}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void commit(
            items.filter((e) => e !== target),
            t('toast.deleted', { title: target.title }),
          ).then(
            () => setDeleting(null),
            () => undefined,
          );
        }}
      >
        <p>{t(deleting?.type === 'file' ? 'confirmDelete.file' : 'confirmDelete.link')}</p>
        <p>{t('confirmDelete.hide')}</p>
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
  const { t } = useProfileLinksText();
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
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="button button-ghost drag-handle"
          aria-label={t('row.move', { title: block.title })}
          {...attributes}
          {...listeners}
        >
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
            {block.type === 'file' && <span className="badge">{t('row.file')}</span>} {describe(block, t('row.file'))}
          </span>
          {!block.visible && <span className="badge badge-warning">{t('row.hidden')}</span>}
        </div>
        <div className="link-block-actions">
          <div className="checkbox-inline">
            <input id={visibleId} type="checkbox" checked={block.visible} aria-disabled={locked || undefined} onChange={(e) => !locked && onToggle(e.currentTarget.checked)} />
            <label htmlFor={visibleId}>
              <Trans t={t} i18nKey="row.show" values={{ title: block.title }} components={{ hidden: <span className="visually-hidden" /> }} />
            </label>
          </div>
          <button type="button" className="button button-secondary button-small" onClick={editing ? onDoneEditing : onEdit} disabled={!saved} aria-expanded={editing}>
            {editing ? t('row.close') : t('row.edit')}
            <span className="visually-hidden"> {block.title}</span>
          </button>
          <button type="button" className="button button-ghost button-small link-block-delete" onClick={() => !locked && onDelete()} aria-disabled={locked || undefined}>
            {t('row.delete')}
            <span className="visually-hidden"> {block.title}</span>
          </button>
        </div>
      </div>
      {editing && (
        <div className="link-block-edit">
          {block.type === 'url' ? (
            <LinkBlockForm
              label={t('row.editLabel', { title: block.title })}
              submitLabel={t('row.saveLink')}
              defaultValues={{ title: block.title, url: block.url }}
              onSubmit={onSaveLink}
              onCancel={onDoneEditing}
            />
          ) : (
            <FileBlockForm label={t('row.editLabel', { title: block.title })} defaultTitle={block.title} onSubmit={onRename} onCancel={onDoneEditing} />
          )}
          <div className="row">
            <FileButton
              label={block.thumbnailUrl ? t('row.changePicture') : t('row.addPicture')}
              accept={THUMBNAIL_TYPES}
              onFile={onThumbnail}
              disabled={busy}
              className="button button-secondary button-small"
            />
            {block.type === 'file' && (
              <FileButton label={t('row.replaceFile')} accept={FILE_TYPES} onFile={onReplaceFile} disabled={busy} className="button button-secondary button-small" />
            )}
          </div>
          <p className="field-hint">{t('row.pictureHint')}</p>
        </div>
      )}
    </li>
  );
}

/** A PDF or an image as a block: uploaded at once, then listed with the others. */
function AddFileBlock({ disabled, onUpload }: { disabled: boolean; onUpload: (file: File, title: string) => Promise<unknown> }) {
  const { t } = useProfileLinksText();
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
      <h2 id="add-file-title">{t('addFile.title')}</h2>
      <p className="muted">{t('addFile.about')}</p>
      <div className="stack">
        <TextField label={t('addFile.fileTitle')} hint={t('addFile.fileTitleHint')} maxLength={100} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <div>
          <FileButton label={pending ? t('uploading') : t('addFile.choose')} accept={FILE_TYPES} onFile={(file) => void upload(file)} pending={pending} disabled={disabled} />
        </div>
      </div>
    </section>
  );
}
