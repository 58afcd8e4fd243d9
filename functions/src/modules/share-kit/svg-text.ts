import { esc } from '../../platform/html';

/**
 * Text for the SVGs sharp draws (backgrounds, the pass icon): escaped, and without what XML 1.0
 * cannot carry (control characters, lone surrogates), which profile fields may hold and which
 * would make librsvg refuse the whole picture.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const svgText = (text: string) => esc(text.replace(NOT_XML, ''));
