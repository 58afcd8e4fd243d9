import scanner from './en';
import { i18n, namespaceHook } from '../../../i18n';

/** The card scanner's texts (catalogue namespace `scanner`). */
export const useScannerText = namespaceHook('scanner', scanner);

/** The namespace's `t`, for helpers that word what a scan found. */
export type ScannerT = ReturnType<typeof useScannerText>['t'];

/** The same `t` outside a component, in the reader's language. */
export const scannerT = (): ScannerT => i18n.getFixedT(null, 'scanner');
