import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AuthEntry } from './app/auth-entry';
import { takeOverForm, typedValues } from './app/form-takeover';
import { startMonitoring } from './lib/monitoring';

// The sign-in entry: the prerendered sign-in and sign-up pages start it (app/form-boot.mjs),
// not the app's entry. Their stylesheet is already on the page.
startMonitoring();

const root = document.getElementById('root')!;
// Built without a query: with one (`?method=phone`) the screen is rendered afresh, as main.tsx does.
if (root.hasChildNodes() && !window.location.search) {
  const typed = typedValues(root);
  const onHydrated = () => takeOverForm(typed);
  hydrateRoot(
    root,
    <StrictMode>
      <AuthEntry onHydrated={onHydrated} />
    </StrictMode>,
  );
} else
  createRoot(root).render(
    <StrictMode>
      <AuthEntry />
    </StrictMode>,
  );
