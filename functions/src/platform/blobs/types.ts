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
  cacheControl?: string;
}

export interface BlobStore {
  put(path: string, bytes: Buffer, options: PutOptions): Promise<StoredBlob>;
  /** Null when the object does not exist. */
  get(path: string): Promise<{ bytes: Buffer; contentType: string; token: string; cacheControl?: string } | null>;
  delete(path: string): Promise<void>;
  /** Deletes every object whose path starts with the prefix (a profile's media, say). */
  deletePrefix(prefix: string): Promise<void>;
}
