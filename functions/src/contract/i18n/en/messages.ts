import { MESSAGES } from '../../messages';

/** The specification's messages (and our own for cases it does not word), as the API answers them. */
export default MESSAGES;
