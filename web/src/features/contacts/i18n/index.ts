import contacts from './en';
import { namespaceHook } from '../../../i18n';

/** The contact book's texts (catalogue namespace `contacts`). */
export const useContactsText = namespaceHook('contacts', contacts);

/** The namespace's `t`, for helpers that word something for a screen (a contact's name). */
export type ContactsT = ReturnType<typeof useContactsText>['t'];
