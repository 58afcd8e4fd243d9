import dashboard from '@contract/i18n/en/dashboard';
import { namespaceHook } from '../../i18n';

/** The dashboard's texts, its figures' parts included (catalogue namespace `dashboard`). */
export const useDashboardText = namespaceHook('dashboard', dashboard);
