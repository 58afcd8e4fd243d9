import { useCallback, useMemo, useState } from 'react';

/**
 * Row selection of the contact table. Rows are chosen among the loaded ones, and a row that
 * leaves the list (deleted, filtered out) leaves the selection with it. Beyond that, once every
 * loaded row is checked, the person may select every contact matching the list's filter
 * (`allMatching`), loaded or not: bulk actions then send the filter, not ids, and the screen says
 * how many that is. Unchecking a row, or another filter, ends it.
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
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string>; all: boolean }>({
    key: listKey,
    ids: new Set(),
    all: false,
  });
  const current = state.key === listKey;
  const allMatching = current && state.all;
  const selected = current ? state.ids : EMPTY;
  const ids = useMemo(
    () => (allMatching ? [...loadedIds] : selectedInList(selected, loadedIds)),
    [allMatching, selected, loadedIds],
  );
  const visible = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    (id: string) =>
      setState((s) => {
        const mine = s.key === listKey;
        // Leaving "all matching" keeps the loaded rows checked, but the one clicked.
        const from = mine && s.all ? new Set(loadedIds) : mine ? s.ids : EMPTY;
        return { key: listKey, ids: toggleOne(from, id), all: false };
      }),
    [listKey, loadedIds],
  );
  const toggleAll = useCallback(
    () =>
      setState((s) => {
        const mine = s.key === listKey;
        if (mine && s.all) return { key: listKey, ids: new Set(), all: false };
        return { key: listKey, ids: toggleAllLoaded(mine ? s.ids : EMPTY, loadedIds), all: false };
      }),
    [listKey, loadedIds],
  );
  const selectAllMatching = useCallback(() => setState({ key: listKey, ids: new Set(), all: true }), [listKey]);
  const clear = useCallback(() => setState({ key: listKey, ids: new Set(), all: false }), [listKey]);

  return {
    ids,
    allMatching,
    isSelected: (id: string) => visible.has(id),
    header: allMatching && loadedIds.length ? ('all' as const) : headerCheck(visible, loadedIds),
    toggle,
    toggleAll,
    selectAllMatching,
    clear,
  };
}

const EMPTY: ReadonlySet<string> = new Set();
