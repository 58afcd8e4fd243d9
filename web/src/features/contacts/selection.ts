import { useCallback, useMemo, useState } from 'react';

/**
 * Row selection of the contact table. Only loaded rows can be chosen ("select all" means every
 * row loaded so far, which is what the person can see and check), and a row that leaves the
 * list (deleted, filtered out) leaves the selection with it, so a bulk action never touches a
 * contact the person cannot see.
 */

export type HeaderCheck = 'none' | 'some' | 'all';

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox: selects every loaded row, or clears them when all already are. */
export function toggleAllLoaded(selected: ReadonlySet<string>, loadedIds: readonly string[]): Set<string> {
  if (headerCheck(selected, loadedIds) === 'all') return new Set();
  return new Set(loadedIds);
}

export function headerCheck(selected: ReadonlySet<string>, loadedIds: readonly string[]): HeaderCheck {
  if (!loadedIds.length) return 'none';
  let count = 0;
  for (const id of loadedIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === loadedIds.length ? 'all' : 'some';
}

/** The selected ids that are still in the list, in the list's order. */
export function selectedInList(selected: ReadonlySet<string>, loadedIds: readonly string[]): string[] {
  if (!selected.size) return [];
  return loadedIds.filter((id) => selected.has(id));
}

/**
 * The selection of a list whose rows are `loadedIds`; `listKey` names the list (its filters),
 * and a different list starts with nothing selected.
 */
export function useRowSelection(loadedIds: readonly string[], listKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: listKey, ids: new Set() });
  const selected = state.key === listKey ? state.ids : EMPTY;
  const ids = useMemo(() => selectedInList(selected, loadedIds), [selected, loadedIds]);
  const visible = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback((id: string) => setState((s) => ({ key: listKey, ids: toggleOne(s.key === listKey ? s.ids : EMPTY, id) })), [listKey]);
  const toggleAll = useCallback(() => setState((s) => ({ key: listKey, ids: toggleAllLoaded(s.key === listKey ? s.ids : EMPTY, loadedIds) })), [listKey, loadedIds]);
  const clear = useCallback(() => setState({ key: listKey, ids: new Set() }), [listKey]);

  return { ids, isSelected: (id: string) => visible.has(id), header: headerCheck(visible, loadedIds), toggle, toggleAll, clear };
}

const EMPTY: ReadonlySet<string> = new Set();
