/** The users module's door: what the billing module and the seed use of it (docs/architecture.md, "Module doors"). */
export { createUserRecord, signInEmailsOf } from './users.service';
