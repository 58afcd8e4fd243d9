/** The cards module's door: what other modules use of it (docs/architecture.md, "Module doors"). */
export { cardsOf, eraseCardsOf } from './cards.privacy';
export { cardUrl, detachCardsInTx, loadCard, profileCardsInTx } from './cards.service';
