/** The tools module's door: a person's own occupations (export, erasure) and the occupation index the bench builds (docs/architecture.md, "Module doors"). */
export { buildOccupationIndex } from './occupation-index';
export { deleteOwnOccupations, type OwnOccupation, ownOccupations } from './occupations.service';
