import cards from './en';
import { namespaceHook } from '../../../i18n';

/** The card screens' texts (catalogue namespace `cards`). */
export const useCardsText = namespaceHook('cards', cards);

/** The namespace's `t`, for helpers that word something for a screen (a card's name). */
export type CardsT = ReturnType<typeof useCardsText>['t'];
