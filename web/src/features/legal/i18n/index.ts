import legal from './en';
import { namespaceHook } from '../../../i18n';

/** The terms' and the privacy policy's texts (catalogue namespace `legal`). */
export const useLegalText = namespaceHook('legal', legal);

/** The namespace's `t`, for the functions that lay out a document's sections. */
export type LegalT = ReturnType<typeof useLegalText>['t'];
