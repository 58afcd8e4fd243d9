import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@contract/messages';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth';
import { SessionProvider } from './session';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionProvider>
          <RouterProvider router={router} />
          <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar newestOnTop closeOnClick={false} pauseOnFocusLoss theme="light" />
        </SessionProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
