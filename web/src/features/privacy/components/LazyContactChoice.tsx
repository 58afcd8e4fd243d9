import { lazy, Suspense, type ComponentProps } from 'react';
import type { ContactChoice as EagerContactChoice } from './ContactChoice';

// Asked once, on a new account's first dashboard: its form (react-hook-form and zod) loads then,
// not with every dashboard.
const Choice = lazy(() => import('./ContactChoice').then((m) => ({ default: m.ContactChoice })));

/** The first-run contact question, loaded when it is asked. */
export function ContactChoice(props: ComponentProps<typeof EagerContactChoice>) {
  return (
    <Suspense fallback={null}>
      <Choice {...props} />
    </Suspense>
  );
}
