import { Link } from 'react-router-dom';
import { paths } from '../session/paths';
import { useCommonText } from '../i18n';

/** The legal links and copyright under every public page (the app's layouts and the landing page). */
export function SiteFooter() {
  const { t } = useCommonText();
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.legalNav')}>
        <Link to={paths.terms}>{t('shell.terms')}</Link>
        <Link to={paths.privacy}>{t('shell.privacy')}</Link>
      </nav>
      <p>{t('shell.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
