import { useCallback, useEffect, useId, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { PROFILE_LIMITS, type Everlink } from '@contract/profiles';
import { FileButton, TextField } from '../../../lib/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { EverlinkDraft } from '../api';
import { useProfileLinksText } from '../i18n';
import { FILE_TYPES, LinkBlockForm } from './LinkBlockForm';
import { LinkBlockRow } from './LinkBlockRow';

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

/**
 * The profile's link blocks: add a link or a file, edit, show or hide, delete, and drag (or move
 * by keyboard) into order. Each change is stored at once; the list shows it before the answer.
 */
export function LinkBlocksEditor({
  everlinks,
  onSave,
  onUploadFile,
  onUploadThumbnail,
  onReplaceFile,
  onDraftChange,
}: LinkBlocksEditorProps) {
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
    if (typing?.title.trim())
      shown.push({
        id: `${UNSAVED}-typing`,
        type: 'url',
        title: typing.title.trim(),
        url: typing.url,
        icon: null,
        thumbnailUrl: null,
        visible: true,
      });
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => items.find((e) => e.id === id)?.title ?? t('drag.unknown');
  const positionOf = (id: UniqueIdentifier) => items.findIndex((e) => e.id === id) + 1;
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.start', { title: titleOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('drag.over', { title: titleOf(active.id), position: positionOf(over.id), total })
        : t('drag.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.end', { title: titleOf(active.id), position: positionOf(over.id), total })
        : t('drag.endOutside', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancel', { title: titleOf(active.id), position: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((e) => e.id === active.id);
    const to = items.findIndex((e) => e.id === over.id);
    if (from < 0 || to < 0) return;
    quietly(arrayMove(items, from, to), t('toast.orderSaved'));
  };

  const replace = (id: string, change: Partial<EverlinkDraft>) =>
    items.map((e) => (e.id === id ? { ...e, ...change } : e));
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
              <SortableContext
                items={items.map((e, i) => e.id ?? `${UNSAVED}-${i}`)}
                strategy={verticalListSortingStrategy}
              >
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
                      onToggle={(visible) =>
                        block.id &&
                        quietly(
                          replace(block.id, { visible }),
                          t(visible ? 'toast.shown' : 'toast.hidden', { title: block.title }),
                        )
                      }
                      onDelete={() => setDeleting(block)}
                      onSaveLink={(values) =>
                        commit(replace(block.id!, values), t('toast.saved')).then(() => setEditing(null))
                      }
                      onRename={(title) =>
                        commit(replace(block.id!, { title }), t('toast.saved')).then(() => setEditing(null))
                      }
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
                [
                  ...items,
                  {
                    type: 'url',
                    title: values.title,
                    url: values.url,
                    icon: null,
                    thumbnailUrl: values.thumbnailUrl ?? null,
                    visible: true,
                  },
                ],
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

/** A PDF or an image as a block: uploaded at once, then listed with the others. */
function AddFileBlock({
  disabled,
  onUpload,
}: {
  disabled: boolean;
  onUpload: (file: File, title: string) => Promise<unknown>;
}) {
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
        <TextField
          label={t('addFile.fileTitle')}
          hint={t('addFile.fileTitleHint')}
          maxLength={100}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <div>
          <FileButton
            label={pending ? t('uploading') : t('addFile.choose')}
            accept={FILE_TYPES}
            onFile={(file) => void upload(file)}
            pending={pending}
            disabled={disabled}
          />
        </div>
      </div>
    </section>
  );
}
