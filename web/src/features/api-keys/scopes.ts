import type { ApiScope } from '@contract/api-keys';
import type { useApiKeysText } from './i18n';

/** Each scope's words: its key under `scope` (i18next reads a colon in a key as a namespace). */
const LABEL_KEYS = {
  'contacts:read': 'scope.contactsRead',
  'contacts:write': 'scope.contactsWrite',
  'analytics:read': 'scope.analyticsRead',
  'employees:read': 'scope.employeesRead',
  'employees:manage': 'scope.employeesManage',
} as const satisfies Record<ApiScope, string>;

export const scopeLabel = (scope: ApiScope, t: ReturnType<typeof useApiKeysText>['t']) => t(LABEL_KEYS[scope]);
