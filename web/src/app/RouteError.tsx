import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MESSAGES } from '@contract/messages';
import { reportError } from '../lib/monitoring';
import { Logo, usePageTitle } from '../components/ui';

/** A screen that threw or whose code could not be loaded (e.g. an old tab after a deploy). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  useEffect(() => reportError(error), [error]);
  return (
    <div className="auth-shell">
      <main id="main" className="auth-card stack" tabIndex={-1}>
        <Logo />
        <h1>Something went wrong</h1>
        <p role="alert">{MESSAGES.fallbackError}</p>
        <div className="row">
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a className="button button-secondary" href="/">
            Go to the home page
          </a>
        </div>
      </main>
    </div>
  );
}
