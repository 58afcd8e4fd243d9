import { lazy } from 'react';

// The editor opens on its Details tab; each other tab's editor (with its libraries: drag and drop
// for links, the feeds for socials, the charts' figures, the QR code and share kit) loads when
// that tab is opened, so the first view does not wait for them.
export const LinkBlocksEditor = lazy(() => import('./LinkBlocksEditor').then((m) => ({ default: m.LinkBlocksEditor })));
export const SocialsForm = lazy(() => import('./SocialsForm').then((m) => ({ default: m.SocialsForm })));
export const DesignForm = lazy(() => import('./DesignForm').then((m) => ({ default: m.DesignForm })));
export const BackgroundVideoPanel = lazy(() =>
  import('./BackgroundVideoPanel').then((m) => ({ default: m.BackgroundVideoPanel })),
);
export const LeadCapturePanel = lazy(() => import('./LeadCapturePanel').then((m) => ({ default: m.LeadCapturePanel })));
export const SharePanel = lazy(() => import('./SharePanel').then((m) => ({ default: m.SharePanel })));
export const ProfileAnalytics = lazy(() => import('./ProfileAnalytics').then((m) => ({ default: m.ProfileAnalytics })));
export const ProfileSettings = lazy(() => import('./ProfileSettings').then((m) => ({ default: m.ProfileSettings })));
