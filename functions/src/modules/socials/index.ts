/** The socials module's door: the social networks' catalogue (docs/architecture.md, "Module doors"). */
export { ensureSocialCatalogue, socialCatalogue, urlForHandle } from './socials.service';
