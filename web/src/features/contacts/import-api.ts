import { useMutation, useQuery } from '@tanstack/react-query';
import type { ContactFileType } from '@contract/contacts';
import type { ImportPreview, ImportProgress } from '@contract/contact-import';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';

/** The import's preview and progress calls (the import itself is useImportContacts in api.ts). */

/** POST /v1/contacts/{type}/preview: how the server reads the file, before anything is imported. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ type, file }: { type: ContactFileType; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportPreview>(`/v1/contacts/${type}/preview`, form);
    },
  });
}

/** How often a running import is asked how far it has come. */
const POLL_MS = 400;

/**
 * GET /v1/contacts/imports/{importId} while the import runs. Until the server has started the
 * import the call answers 404: that is "not started yet", so failures are not retried or shown.
 */
export function useImportProgress(importId: string | null, running: boolean) {
  return useQuery({
    queryKey: ['contacts', 'import-progress', importId],
    queryFn: ({ signal }) =>
      api.get<ImportProgress>(`/v1/contacts/imports/${encodeURIComponent(importId ?? '')}`, { signal }),
    enabled: !!importId && running,
    refetchInterval: running ? POLL_MS : false,
    retry: false,
    gcTime: 0,
  });
}

/** The import's problems as a CSV download (row, field, reason). */
export async function downloadImportReport(importId: string): Promise<void> {
  saveFile(
    await api.download(`/v1/contacts/imports/${encodeURIComponent(importId)}/report`),
    `everlink-import-problems.csv`,
  );
}
