import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MESSAGES } from '@contract/messages';
import { reportError } from '../lib/monitoring';
import { useCommonText } from '../i18n';
import { useMessageText } from '../i18n/messages';
import { Logo, usePageTitle } from '../components/ui';
import { paths } from '../session/paths';

/** A screen that threw or whose code could not be loaded (e.g. an old tab after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useCommonText();
  const messageText = useMessageText();
  usePageTitle(t('routeError.title'));
  useEffect(() => reportError(error), [error]);
  return (
    <div className="auth-shell">
      <main id="main" className="auth-card stack" tabIndex={-1}>
        <Logo />
        <h1>{t('routeError.title')}</h1>
        <p role="alert">{messageText(MESSAGES.fallbackError)}</p>
        <div className="row">
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
          <a className="button button-secondary" href={paths.landing}>
            {t('goHome')}
          </a>
        </div>
      </main>
    </div>
  );
}
