import profiles from './en';
import profileLinks from './profileLinks/en';
import { namespaceHook } from '../../../i18n';

/** The profile editor's texts (catalogue namespace `profiles`). */
export const useProfilesText = namespaceHook('profiles', profiles);

/** The Links tab's texts: link blocks, their order and forms (catalogue namespace `profileLinks`). */
export const useProfileLinksText = namespaceHook('profileLinks', profileLinks);
