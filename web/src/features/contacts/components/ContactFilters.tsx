import { useEffect, useId, useRef, useState } from 'react';
import { CONTACT_SOURCES } from '@contract/contacts';
import type { Profile } from '@contract/profiles';
import { profileOptionLabel } from '../../cards/api';
import { useMessageText } from '../../../i18n/messages';
import { sourceLabel } from '../api';
import { useContactsText } from '../i18n';
import {
  SORTS,
  dateSortOnly,
  effectiveSort,
  hasFilters,
  rangeProblem,
  type ListParams,
  type SortKey,
} from '../filters';
import '../contacts.css';

/** How long typing pauses before the search runs. */
export const SEARCH_DELAY_MS = 300;

interface ContactFiltersProps {
  value: ListParams;
  profiles: readonly Profile[];
  onChange: (next: ListParams) => void;
}

/** Search, filters and order of the contact list. */
export function ContactFilters({ value, profiles, onChange }: ContactFiltersProps) {
  const { t } = useContactsText();
  const messageText = useMessageText();
  const id = useId();
  const [text, setText] = useState(value.q);
  const latest = useRef(value);
  latest.current = value;

  // The address changed under the field (Clear filters, back button): show what it says.
  const [shownQ, setShownQ] = useState(value.q);
  if (shownQ !== value.q) {
    setShownQ(value.q);
    if (text.trim() !== value.q) setText(value.q);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === latest.current.q) return;
    const timer = setTimeout(() => onChange({ ...latest.current, q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const set = (patch: Partial<ListParams>) => onChange({ ...value, ...patch });
  const range = rangeProblem(value);
  const nameSortOff = dateSortOnly(value);
  // On a phone the filters fold under a button, so the list starts on the first screen.
  const [open, setOpen] = useState(false);
  const active = [value.profileId, value.source, value.from, value.to, value.favorite].filter(Boolean).length;
  const sortHint = nameSortOff ? t('filters.dateSortOnly') : null;

  return (
    <div className="contact-filters" role="search" aria-label={t('filters.label')}>
      <div className="field contact-search">
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>
      <button
        type="button"
        className="button button-secondary contact-filter-toggle"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen(!open)}
      >
        {active ? t('filters.toggleOn', { count: active }) : t('filters.toggle')}
      </button>
      <div id={`${id}-more`} className="contact-filter-more" data-open={open}>
        <div className="field">
          <label htmlFor={`${id}-profile`}>{t('field.profile')}</label>
          <select
            id={`${id}-profile`}
            className="select"
            value={value.profileId}
            onChange={(event) => set({ profileId: event.currentTarget.value })}
          >
            <option value="">{t('filters.allProfiles')}</option>
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profileOptionLabel(profile)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-source`}>{t('field.source')}</label>
          <select
            id={`${id}-source`}
            className="select"
            value={value.source}
            onChange={(event) => set({ source: event.currentTarget.value as ListParams['source'] })}
          >
            <option value="">{t('filters.anySource')}</option>
            {CONTACT_SOURCES.map((source) => (
              <option key={source} value={source}>
                {sourceLabel(source, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={value.to || undefined}
            aria-invalid={range ? true : undefined}
            aria-describedby={range ? `${id}-range` : undefined}
            onChange={(event) => set({ from: event.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={value.from || undefined}
            aria-invalid={range ? true : undefined}
            onChange={(event) => set({ to: event.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
          <select
            id={`${id}-sort`}
            className="select"
            value={effectiveSort(value)}
            aria-describedby={sortHint ? `${id}-sort-hint` : undefined}
            onChange={(event) => set({ sort: event.currentTarget.value as SortKey })}
          >
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <option key={key} value={key} disabled={nameSortOff && SORTS[key].sort === 'name'}>
                {t(`filters.sorts.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="contact-filter-checks">
          <label className="contact-check">
            <input
              type="checkbox"
              checked={value.favorite}
              onChange={(event) => set({ favorite: event.currentTarget.checked })}
            />{' '}
            {t('filters.favoritesOnly')}
          </label>
          {hasFilters(value) && (
            <button
              type="button"
              className="button button-link"
              onClick={() => {
                setText('');
                onChange({ ...value, q: '', profileId: '', favorite: false, source: '', from: '', to: '' });
              }}
            >
              {t('filters.clear')}
            </button>
          )}
        </div>
      </div>
      {range && (
        <p className="field-error contact-filters-note" id={`${id}-range`} role="alert">
          {messageText(range)}
        </p>
      )}
      {sortHint && (
        <p className="field-hint contact-filters-note" id={`${id}-sort-hint`}>
          {sortHint}
        </p>
      )}
    </div>
  );
}
