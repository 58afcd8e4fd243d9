import eventMode from './en';
import { i18n, namespaceHook } from '../../../i18n';

/** Event mode's texts (catalogue namespace `eventMode`). */
export const useEventModeText = namespaceHook('eventMode', eventMode);

/** The namespace's `t`, for helpers that word something for the screen (a scanned link's note). */
export type EventModeT = ReturnType<typeof useEventModeText>['t'];

/** The same `t` outside a component, in the reader's language. */
export const eventModeT = (): EventModeT => i18n.getFixedT(null, 'eventMode');
