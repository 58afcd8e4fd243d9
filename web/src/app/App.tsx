import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth';
import { SessionProvider } from './session';
import { createAppRouter } from './router';

// react-toastify is not needed to show any screen, so it stays out of the entry chunk.
const Toasts = lazy(() => import('./Toasts'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionProvider>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </SessionProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
