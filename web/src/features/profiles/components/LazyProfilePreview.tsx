import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '../../../components/ui';
import type { ProfilePreview as EagerPreview } from './ProfilePreview';

// The preview draws the public card's view (with simple-icons' marks, 15 KB): another feature (the
// company's branding tab) loads it as it shows it, so the dashboard, which takes SharePanel from
// the same door, does not load and run it.
const Preview = lazy(() => import('./ProfilePreview').then((m) => ({ default: m.ProfilePreview })));

/** The profile editor's preview frame, for other features: loaded when first shown. */
export function ProfilePreview(props: ComponentProps<typeof EagerPreview>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Preview {...props} />
    </Suspense>
  );
}
