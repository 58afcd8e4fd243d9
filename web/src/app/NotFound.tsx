import { Link } from 'react-router-dom';
import { useCommonText } from '../i18n';
import { EmptyState, Icon, usePageTitle } from '../components/ui';
import { paths } from '../session/paths';

export default function NotFound() {
  const { t } = useCommonText();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      icon={<Icon name="link" />}
      title={t('notFound.heading')}
      action={
        <Link className="button button-primary" to={paths.landing}>
          {t('goHome')}
        </Link>
      }
    >
      <p>{t('notFound.body')}</p>
    </EmptyState>
  );
}
