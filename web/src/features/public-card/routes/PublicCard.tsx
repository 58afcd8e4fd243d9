import { Link, useParams } from 'react-router-dom';
import { EmptyState, Icon, usePageTitle } from '../../../components/ui';

/** /card/{cardId}: what anyone sees when they tap or scan a card. */
export default function PublicCard() {
  const { cardId = '' } = useParams();
  usePageTitle('Everlink card');
  return (
    <EmptyState icon={<Icon name="card" />} title="Everlink card" action={<Link className="button button-primary" to="/">What is Everlink?</Link>}>
      <p>This page shows the profile that card {cardId} belongs to: the owner&apos;s details, links and socials, with buttons to save the contact or share yours back.</p>
    </EmptyState>
  );
}
