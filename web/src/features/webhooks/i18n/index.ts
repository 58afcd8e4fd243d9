import webhooks from './en';
import { namespaceHook } from '../../../i18n';

/** The webhooks section's texts (catalogue namespace `webhooks`). */
export const useWebhooksText = namespaceHook('webhooks', webhooks);

export type WebhooksT = ReturnType<typeof useWebhooksText>['t'];
