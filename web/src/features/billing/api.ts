import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CreatePlanBody, Plan, ShopProduct, StoredPlan, Subscription, UpdatePlanBody } from '@contract/billing';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { roleKeys } from '../auth/api';
import { isLive } from './billing';
import { useBillingText } from './i18n';

/** Query keys of billing (plans, subscriptions, the card shop). */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => ['billing', 'plans'] as const,
  allPlans: () => ['billing', 'plans', 'all'] as const,
  subscriptions: () => ['billing', 'subscriptions'] as const,
  everySubscription: () => ['billing', 'subscriptions', 'all'] as const,
  products: () => ['billing', 'products'] as const,
};

/** A subscription as the superadmin list shows it. */
export interface SubscriptionListItem extends Subscription {
  payerName?: string;
}

export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: () => api.get<Plan[]>('/v1/plans') });
}

/**
 * The caller's (and their company's) subscriptions. With `untilLive`, back from Stripe's checkout,
 * it asks again every 2 s (at most a minute) until the webhook has recorded a live one.
 */
export function useMySubscriptions({ untilLive = false }: { untilLive?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.subscriptions(),
    queryFn: () => api.get<Subscription[]>('/v1/subscriptions'),
    refetchInterval: (query) =>
      untilLive && !query.state.data?.some(isLive) && query.state.dataUpdateCount < 30 ? 2000 : false,
  });
}

export function useShopProducts() {
  return useQuery({
    queryKey: billingKeys.products(),
    queryFn: () => api.get<ShopProduct[]>('/v1/woocommerces/products'),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /v1/stripe/checkout or /v1/stripe/trial/checkout, then off to Stripe's page. Each
 * click is one attempt with its own key, so a retried request opens the same session.
 */
export function useStartCheckout() {
  const { t } = useBillingText();
  return useAppMutation({
    mutationFn: ({ planId, trial }: { planId: string; trial: boolean }) =>
      api.post<{ url: string }>(
        trial ? '/v1/stripe/trial/checkout' : '/v1/stripe/checkout',
        { planId },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      ),
    success: t('toast.toCheckout'),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

export function useCancelSubscription() {
  const { t } = useBillingText();
  return useAppMutation({
    mutationFn: (subscriptionId: string) =>
      api.post<Subscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`),
    success: t('toast.cancelled'),
    invalidates: [billingKeys.all, roleKeys.all],
  });
}

export function useResumeSubscription() {
  const { t } = useBillingText();
  return useAppMutation({
    mutationFn: (subscriptionId: string) =>
      api.post<Subscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/resume`),
    success: t('toast.resumed'),
    invalidates: [billingKeys.all, roleKeys.all],
  });
}

/** "Manage payment": Stripe's customer portal, made on demand (its address is short-lived). */
export function useOpenPortal() {
  const { t } = useBillingText();
  return useAppMutation({
    mutationFn: (subscriptionId: string) =>
      api.post<{ url: string }>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/portal`),
    success: t('toast.toPortal'),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

// --- superadmins ---

export function useAllPlans() {
  return useQuery({ queryKey: billingKeys.allPlans(), queryFn: () => api.get<StoredPlan[]>('/v1/plans/all') });
}

export function useEverySubscription() {
  return useInfiniteQuery({
    queryKey: billingKeys.everySubscription(),
    queryFn: ({ pageParam }) =>
      api.list<SubscriptionListItem>('/v1/subscriptions', { query: { scope: 'all', cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCreatePlan() {
  const { t } = useBillingText();
  return useAppMutation({
    mutationFn: (body: CreatePlanBody) => api.post<StoredPlan>('/v1/plans', body),
    success: (plan) => t('toast.planCreated', { name: plan.name, billed: t(`billed.${plan.interval}`) }),
    invalidates: [billingKeys.plans()],
    silentError: true,
  });
}

export function useUpdatePlan(planId: string) {
  const { t } = useBillingText();
  return useAppMutation({
    mutationFn: (body: UpdatePlanBody) => api.put<StoredPlan>(`/v1/plans/${encodeURIComponent(planId)}`, body),
    success: (plan) => t('toast.planSaved', { name: plan.name }),
    invalidates: [billingKeys.plans()],
    silentError: true,
  });
}
