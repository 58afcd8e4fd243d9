import { Trans } from 'react-i18next';
import { formatMoney } from '@contract/billing';
import { QueryView } from '../../../components/QueryView';
import { useShopProducts } from '../api';
import { useBillingText } from '../i18n';
import '../billing.css';

/** "Order a card": the shop's physical cards, each opening its product page in the shop. */
export function OrderCards() {
  const { t } = useBillingText();
  const products = useShopProducts();
  return (
    <section className="panel" aria-labelledby="order-cards-title">
      <h2 id="order-cards-title">{t('shop.title')}</h2>
      <p className="muted">{t('shop.intro')}</p>
      <QueryView query={products} loadingLabel={t('shop.loading')} errorTitle={t('shop.error')}>
        {(data) =>
          data.length === 0 ? (
            <p>{t('shop.empty')}</p>
          ) : (
            <ul className="card-grid shop-grid" aria-label={t('shop.label')}>
              {data.map((product) => (
                <li key={product.id} className="panel">
                  {product.image && <img src={product.image} alt="" loading="lazy" />}
                  <h3>{product.name}</h3>
                  <p>{formatMoney(product.amount, product.currency)}</p>
                  <a
                    className="button button-secondary button-small"
                    href={product.permalink}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Trans
                      t={t}
                      i18nKey="shop.order"
                      values={{ name: product.name }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
