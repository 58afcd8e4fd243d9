import { formatMoney } from '@contract/billing';
import { ErrorState, LoadingState } from '../../../components/ui';
import { useShopProducts } from '../api';
import '../billing.css';

/** "Order a card": the shop's physical cards, each opening its product page in the shop. */
export function OrderCards() {
  const products = useShopProducts();
  return (
    <section className="panel" aria-labelledby="order-cards-title">
      <h2 id="order-cards-title">Order a card</h2>
      <p className="muted">Metal, bamboo or classic: order a physical card from our shop, then activate it here.</p>
      {products.isPending ? (
        <LoadingState label="Loading the shop…" />
      ) : products.isError ? (
        <ErrorState error={products.error} title="The shop could not be loaded" onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <p>The shop has no cards for sale right now. Please check back soon.</p>
      ) : (
        <ul className="card-grid shop-grid" aria-label="Cards for sale">
          {products.data.map((product) => (
            <li key={product.id} className="panel">
              {product.image && <img src={product.image} alt="" loading="lazy" />}
              <h3>{product.name}</h3>
              <p>{formatMoney(product.amount, product.currency)}</p>
              <a className="button button-secondary button-small" href={product.permalink} target="_blank" rel="noopener noreferrer">
                Order<span className="visually-hidden"> {product.name} (opens the shop in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
