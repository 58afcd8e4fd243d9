import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startMonitoring } from './lib/monitoring';
import './styles.css';

startMonitoring();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing and legal pages arrive prerendered (app/prerender.tsx): the app takes over their
// HTML. They were built without a query, so with one (`/?redirect=…`) the app renders afresh:
// hydrating would keep links that leave the query out.
// Rendered afresh, the app's first render is a transition: React renders it in slices between
// frames, not in one long task (a phone's main thread is what a signed-in page waits on).
if (root.hasChildNodes() && !window.location.search) hydrateRoot(root, app);
else startTransition(() => createRoot(root).render(app));
