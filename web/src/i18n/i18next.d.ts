import type { English } from '@contract/i18n/english';

// Keys are checked against the English catalogue: a missing key does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: English;
  }
}
