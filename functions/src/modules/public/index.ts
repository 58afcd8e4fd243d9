/** The public module's door: beside its service and model files (docs/architecture.md, "Module doors"), the social icons the card-page bench draws. */
export { socialIconSvg } from './card-page-icons';
