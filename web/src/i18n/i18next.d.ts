import type { English } from './english';

// Keys are checked against the English catalogue: a missing key does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: English;
  }
}
