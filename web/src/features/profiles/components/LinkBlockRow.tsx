import { useId } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans } from 'react-i18next';
import { FileButton } from '../../../lib/forms';
import type { EverlinkDraft } from '../api';
import { useProfileLinksText } from '../i18n';
import { FILE_TYPES, FileBlockForm, LinkBlockForm } from './LinkBlockForm';

const THUMBNAIL_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** What a block opens: its file's name (or `fileWord`), or its address without the scheme. */
const describe = (block: EverlinkDraft, fileWord: string) =>
  block.type === 'file' ? (block.file?.name ?? fileWord) : block.url.replace(/^https?:\/\/(www\.)?/, '');

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

export function LinkBlockRow({
  sortId,
  block,
  busy,
  editing,
  onEdit,
  onDoneEditing,
  onToggle,
  onDelete,
  onSaveLink,
  onRename,
  onThumbnail,
  onReplaceFile,
}: LinkBlockRowProps) {
  const { t } = useProfileLinksText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sortId,
    disabled: busy || !block.id,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const visibleId = useId();
  const saved = !!block.id;
  // While a change is being stored the row takes no other (it would be sent without this one),
  // but its controls stay focusable, so keyboard focus is not lost mid-task.
  const locked = busy || !saved;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`link-block${isDragging ? ' is-dragging' : ''}${block.visible ? '' : ' is-hidden'}`}
    >
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
        {block.thumbnailUrl && (
          <img className="link-block-thumb" src={block.thumbnailUrl} alt="" width={40} height={40} />
        )}
        <div className="link-block-text">
          <strong>{block.title}</strong>
          <span className="muted">
            {block.type === 'file' && <span className="badge">{t('row.file')}</span>} {describe(block, t('row.file'))}
          </span>
          {!block.visible && <span className="badge badge-warning">{t('row.hidden')}</span>}
        </div>
        <div className="link-block-actions">
          <div className="checkbox-inline">
            <input
              id={visibleId}
              type="checkbox"
              checked={block.visible}
              aria-disabled={locked || undefined}
              onChange={(e) => !locked && onToggle(e.currentTarget.checked)}
            />
            <label htmlFor={visibleId}>
              <Trans
                t={t}
                i18nKey="row.show"
                values={{ title: block.title }}
                components={{ hidden: <span className="visually-hidden" /> }}
              />
            </label>
          </div>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={editing ? onDoneEditing : onEdit}
            disabled={!saved}
            aria-expanded={editing}
          >
            {editing ? t('row.close') : t('row.edit')}
            <span className="visually-hidden"> {block.title}</span>
          </button>
          <button
            type="button"
            className="button button-ghost button-small link-block-delete"
            onClick={() => !locked && onDelete()}
            aria-disabled={locked || undefined}
          >
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
            <FileBlockForm
              label={t('row.editLabel', { title: block.title })}
              defaultTitle={block.title}
              onSubmit={onRename}
              onCancel={onDoneEditing}
            />
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
              <FileButton
                label={t('row.replaceFile')}
                accept={FILE_TYPES}
                onFile={onReplaceFile}
                disabled={busy}
                className="button button-secondary button-small"
              />
            )}
          </div>
          <p className="field-hint">{t('row.pictureHint')}</p>
        </div>
      )}
    </li>
  );
}
