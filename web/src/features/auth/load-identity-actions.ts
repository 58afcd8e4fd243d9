import { useEffect } from 'react';

/**
 * Firebase Auth's calls (identity-actions.ts, with the SDK) for the sign-in and sign-up
 * screens: fetched while their form shows, not before it.
 */
export const loadIdentityActions = () => import('./identity-actions');

/** Starts fetching them as the screen appears, so they are there by the time the form is sent. */
export function usePreloadIdentityActions(): void {
  useEffect(() => {
    void loadIdentityActions();
  }, []);
}
