import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { useHydrated } from '../lib/hydrated';
import { AuthProvider } from '../session/auth';
import { SessionProvider } from '../session/session';
import { createAppRouter } from './router';

// react-toastify is not needed to show any screen, so it stays out of the entry chunk.
const Toasts = lazy(() => import('./Toasts'));

/** What every screen runs inside, in the browser and when a page is prerendered (prerender.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Toasts only ever show after something happened in the browser: not part of a prerendered page.
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionProvider>
          {children}
          {hydrated && (
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          )}
        </SessionProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
