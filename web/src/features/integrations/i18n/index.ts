import integrations from './en';
import { namespaceHook } from '../../../i18n';

/** The integrations' texts (catalogue namespace `integrations`). */
export const useIntegrationsText = namespaceHook('integrations', integrations);

/** The namespace's `t`, for helpers that word something for a screen (what disconnecting does). */
export type IntegrationsT = ReturnType<typeof useIntegrationsText>['t'];
