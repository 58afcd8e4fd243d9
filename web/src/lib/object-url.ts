import { useEffect, useState } from 'react';

/** An object URL to show a picked file (a preview), revoked when the file changes or the view goes. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let next: string | null = null;
    try {
      next = file ? URL.createObjectURL(file) : null;
    } catch {
      // A preview is a nicety: where none can be made, the file's name says what was picked.
    }
    setUrl(next);
    return () => {
      if (next) URL.revokeObjectURL(next);
    };
  }, [file]);
  return url;
}
