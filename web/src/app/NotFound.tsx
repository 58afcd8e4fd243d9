import { Link } from 'react-router-dom';
import { EmptyState, Icon, usePageTitle } from '../components/ui';

export default function NotFound() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      icon={<Icon name="link" />}
      title="This page doesn't exist"
      action={
        <Link className="button button-primary" to="/">
          Go to the home page
        </Link>
      }
    >
      <p>The link may be mistyped, or the page may have moved. Check the address, or start again from the home page.</p>
    </EmptyState>
  );
}
