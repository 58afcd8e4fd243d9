import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ShopProduct } from '@contract/billing';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { OrderCards } from './OrderCards';

const FIRST_ANSWER = { timeout: 5000 };

function answer(status: number, body: unknown) {
  stubFetch({ 'GET /v1/woocommerces/products': { status, body } });
}

function renderShop() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderCards />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Order a card', () => {
  it('lists the shop’s cards with their price, each ordering in the shop', async () => {
    const products: ShopProduct[] = [
      {
        id: 102,
        name: 'Everlink Metal Card',
        amount: 5900,
        currency: 'usd',
        image: 'https://shop.example/metal.svg',
        permalink: 'https://shop.example/product/metal-card/',
      },
    ];
    answer(200, { data: products });
    renderShop();
    expect(screen.getByText('Loading the shop…')).toBeInTheDocument();
    expect(await screen.findByText('Everlink Metal Card', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText('$59.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order Everlink Metal Card/ })).toHaveAttribute(
      'href',
      'https://shop.example/product/metal-card/',
    );
  });

  it('says when the shop is unavailable', async () => {
    answer(503, { message: 'The card shop is not available right now. Please try again later.' });
    renderShop();
    expect(await screen.findByText('The shop could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText('The card shop is not available right now. Please try again later.')).toBeInTheDocument();
  });
});
