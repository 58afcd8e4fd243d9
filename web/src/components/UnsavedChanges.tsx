import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useCommonText } from '../i18n';

// The provider sits in the entry chunk; its dialog is needed only once a form holds changes.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

interface Registry {
  /** Marks one form as holding unsaved changes; answers the function that unmarks it. */
  hold: () => () => void;
}

const UnsavedChangesContext = createContext<Registry | null>(null);

function keepOnUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show their question only when a return value is set.
  event.returnValue = '';
}

/**
 * The app's one guard against losing edits (docs/web.md, "Unsaved changes"). Forms report
 * that they hold unsaved changes through `useUnsavedChangesGuard`; while any does, leaving
 * for another address in the app (a link, a tab, the browser's back button) asks "Discard
 * changes?" first, and closing or reloading the page asks through the browser's own question.
 * It needs the data router (`createBrowserRouter`): `useBlocker` does not work without it.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useCommonText();
  const holders = useRef(0);

  const hold = useCallback(() => {
    if (holders.current++ === 0) window.addEventListener('beforeunload', keepOnUnload);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (--holders.current === 0) window.removeEventListener('beforeunload', keepOnUnload);
    };
  }, []);
  useEffect(() => () => window.removeEventListener('beforeunload', keepOnUnload), []);

  // Only another page counts: a form that changes its own query or hash stays where it is.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => holders.current > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const registry = useMemo(() => ({ hold }), [hold]);

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={blocker.state === 'blocked'}
            title={t('leaveGuard.title')}
            confirmLabel={t('leaveGuard.discard')}
            cancelLabel={t('leaveGuard.stay')}
            onConfirm={() => blocker.proceed?.()}
            onCancel={() => blocker.reset?.()}
          >
            <p>{t('leaveGuard.body')}</p>
          </ConfirmDialog>
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Asks before the page is left while `dirty` (a form's unsaved changes). Pass
 * `isDirty && !isSubmitting`, so a form that moves on after saving is not held back.
 * Outside the provider (a component test) it does nothing.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!dirty || !registry) return;
    return registry.hold();
  }, [dirty, registry]);
}
