import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /cards: the physical cards the person owns. */
export default function Cards() {
  return (
    <>
      <PageHeader title="Cards" description="Physical Everlink cards that open one of your profiles with a tap or a scan." />
      <EmptyState icon={<Icon name="card" />} title="Your cards" action={<Link className="button button-secondary" to="/dashboard">Back to your dashboard</Link>}>
        <p>Each card you activate is listed here with the profile it opens, whether it is active, and how often it was tapped.</p>
        <p>To activate a card, tap it with your phone or scan its QR code while you are signed in.</p>
      </EmptyState>
    </>
  );
}
