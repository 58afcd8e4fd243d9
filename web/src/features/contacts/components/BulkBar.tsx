import { useId, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { CONTACT_LIMITS } from '@contract/contacts';
import { useContactsText } from '../i18n';
import './BulkBar.css';

export interface BulkBarProps {
  /** Loaded rows selected (when not all matching). */
  selectedCount: number;
  /** Every contact matching the filter is selected. */
  allMatching: boolean;
  /** How many contacts the filter matches; undefined until counted. */
  total: number | undefined;
  /** Every loaded row is checked, and more match than are loaded: offer all of them. */
  canSelectAllMatching: boolean;
  /** The list has a search or filter (the words differ for the whole book). */
  filtered: boolean;
  busy: boolean;
  onSelectAllMatching: () => void;
  onExport: () => void;
  onDelete: () => void;
  onTag: (tag: string) => void;
  onClear: () => void;
}

/** The bar under the list while contacts are selected: how many, and what to do with them. */
export function BulkBar(props: BulkBarProps) {
  const { t } = useContactsText();
  const id = useId();
  const [tagging, setTagging] = useState(false);
  const [tag, setTag] = useState('');
  const { allMatching, total = 0, filtered } = props;
  // An export of ids is capped; all matching goes by the filter, which is not.
  const tooManyToExport = !allMatching && props.selectedCount > CONTACT_LIMITS.exportIds;
  const submitTag = (event: FormEvent) => {
    event.preventDefault();
    if (!tag.trim()) return;
    props.onTag(tag.trim());
    setTag('');
    setTagging(false);
  };

  return (
    <div className="contacts-bulk" role="region" aria-label={t('bulk.label')}>
      <p>
        {allMatching ? (
          <Trans
            t={t}
            i18nKey={filtered ? 'bulk.allMatching' : 'bulk.allBook'}
            count={total}
            components={{ strong: <strong /> }}
          />
        ) : (
          <Trans t={t} i18nKey="bulk.selectedShown" count={props.selectedCount} components={{ strong: <strong /> }} />
        )}
      </p>
      {props.canSelectAllMatching && !allMatching && (
        <button type="button" className="button button-link button-small" onClick={props.onSelectAllMatching}>
          {t(filtered ? 'bulk.selectAllMatching' : 'bulk.selectAllBook', { count: total })}
        </button>
      )}
      <div className="row">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={tooManyToExport || props.busy}
          aria-describedby={tooManyToExport ? `${id}-export-limit` : undefined}
          onClick={props.onExport}
        >
          {t('bulk.export')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-expanded={tagging}
          aria-controls={`${id}-tag`}
          onClick={() => setTagging(!tagging)}
        >
          {t('bulk.tag')}
        </button>
        <button
          type="button"
          className="button button-small button-danger"
          disabled={props.busy}
          onClick={props.onDelete}
        >
          {t('bulk.delete')}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={props.onClear}>
          {t('bulk.clear')}
        </button>
      </div>
      {tagging && (
        <form id={`${id}-tag`} className="row contacts-bulk-tag" onSubmit={submitTag}>
          <div className="field">
            <label htmlFor={`${id}-tag-input`}>{t('bulk.tagLabel')}</label>
            <input
              id={`${id}-tag-input`}
              maxLength={40}
              value={tag}
              onChange={(event) => setTag(event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="button button-primary button-small" disabled={props.busy || !tag.trim()}>
            {t('bulk.tagApply')}
          </button>
        </form>
      )}
      {tooManyToExport && (
        <p className="fine-print" id={`${id}-export-limit`}>
          {t('bulk.exportLimit', { max: CONTACT_LIMITS.exportIds })}
        </p>
      )}
    </div>
  );
}
