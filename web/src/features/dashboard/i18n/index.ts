import dashboard from './en';
import { namespaceHook } from '../../../i18n';

/** The dashboard's texts, its figures' parts included (catalogue namespace `dashboard`). */
export const useDashboardText = namespaceHook('dashboard', dashboard);
