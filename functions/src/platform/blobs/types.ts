/** The files port: Cloud Storage in production, a folder on disk locally. */
export interface StoredBlob {
  path: string;
  contentType: string;
  size: number;
  /** A URL a browser can fetch: a download-token URL (Storage) or /v1/files/... (disk). */
  url: string;
}

export interface PutOptions {
  contentType: string;
  /** Defaults to DEFAULT_CACHE_CONTROL. */
  cacheControl?: string;
}

/** Uploaded media is private to whoever holds the tokened URL, and rarely changes under one path. */
export const DEFAULT_CACHE_CONTROL = 'private, max-age=3600';

export interface BlobStore {
  put(path: string, bytes: Buffer, options: PutOptions): Promise<StoredBlob>;
  /** Null when the object does not exist. */
  get(path: string): Promise<{ bytes: Buffer; contentType: string; token: string; cacheControl?: string } | null>;
  delete(path: string): Promise<void>;
  /** Deletes every object under the folder `prefix` ("profiles/p1" or "profiles/p1/": a profile's media, say). */
  deletePrefix(prefix: string): Promise<void>;
}
