import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydrated';

/**
 * The sign-in and sign-up controls, disabled while their screen is prerendered HTML (the page
 * paints before the app has loaded): until the app has hydrated them, nothing would send the form.
 * Rendered by the app itself, they are enabled from the start.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="stack bare-fieldset" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
