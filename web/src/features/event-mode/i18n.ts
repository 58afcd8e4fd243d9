import eventMode from '@contract/i18n/en/eventMode';
import { namespaceHook } from '../../i18n';

/** Event mode's texts (catalogue namespace `eventMode`). */
export const useEventModeText = namespaceHook('eventMode', eventMode);
