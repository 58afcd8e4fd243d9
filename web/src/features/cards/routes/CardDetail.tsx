import { Link, useParams } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /cards/{cardId}: one card, the profile it opens, and deactivation. */
export default function CardDetail() {
  const { cardId = '' } = useParams();
  return (
    <>
      <PageHeader title="Card" description={`Card ${cardId}`} />
      <EmptyState icon={<Icon name="card" />} title="Card details" action={<Link className="button button-secondary" to="/cards">All cards</Link>}>
        <p>Here you choose which profile this card opens, see when it was last tapped, and deactivate it if it is lost.</p>
      </EmptyState>
    </>
  );
}
