import leadForm from '@contract/i18n/en/leadForm';
import { namespaceHook } from '../../i18n';

/** The public lead form's texts (catalogue namespace `leadForm`): the form, its thank-you page and the erasure there, in the visitor's language. */
export const useLeadFormText = namespaceHook('leadForm', leadForm);
