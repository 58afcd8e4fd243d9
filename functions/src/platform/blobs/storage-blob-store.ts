import { randomUUID } from 'node:crypto';
import type { Storage } from 'firebase-admin/storage';
import { DEFAULT_CACHE_CONTROL, type BlobStore, type PutOptions, type StoredBlob } from './types';

/** firebase-admin's Bucket (from @google-cloud/storage), named through firebase-admin. */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * Cloud Storage in production. Each object gets a Firebase download token at upload and its
 * URL is built from it (firebase-notes #6): getDownloadURL() would need extra IAM rights and a
 * call to the Storage API for every file.
 */
export class StorageBlobStore implements BlobStore {
  constructor(private readonly bucket: Bucket) {}

  static urlOf(bucketName: string, path: string, token: string): string {
    return `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  }

  async put(path: string, bytes: Buffer, options: PutOptions): Promise<StoredBlob> {
    const token = randomUUID();
    await this.bucket.file(path).save(bytes, {
      resumable: false,
      contentType: options.contentType,
      metadata: {
        contentType: options.contentType,
        cacheControl: options.cacheControl ?? DEFAULT_CACHE_CONTROL,
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
    return {
      path,
      contentType: options.contentType,
      size: bytes.length,
      url: StorageBlobStore.urlOf(this.bucket.name, path, token),
    };
  }

  async get(path: string) {
    const file = this.bucket.file(path);
    try {
      const [[bytes], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
      // The console may add tokens: the field is a comma-separated list; the first is ours.
      const tokens = String(meta.metadata?.firebaseStorageDownloadTokens ?? '');
      return {
        bytes,
        contentType: meta.contentType ?? 'application/octet-stream',
        token: tokens.split(',')[0] ?? '',
        cacheControl: meta.cacheControl,
      };
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return null;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    await this.bucket.file(path).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    // A folder, as the disk store: "profiles/p1" must not take "profiles/p10" with it.
    await this.bucket.deleteFiles({ prefix: `${prefix.replace(/\/+$/, '')}/` });
  }
}
