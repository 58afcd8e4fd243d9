import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { DEFAULT_CACHE_CONTROL, type BlobStore, type PutOptions, type StoredBlob } from './types';

interface Meta {
  contentType: string;
  token: string;
  cacheControl: string;
}

/**
 * Files in a folder, for local runs and tests. Each object keeps a sidecar of metadata with a
 * download token, so its URL (/v1/files/<path>?token=…) behaves like a Storage download URL.
 */
export class DiskBlobStore implements BlobStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private fileOf(path: string): string {
    const file = resolve(this.root, path);
    if (!file.startsWith(this.root + sep)) throw new Error(`Bad blob path: ${path}`);
    return file;
  }

  static urlOf(path: string, token: string): string {
    return `/v1/files/${path.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  }

  async put(path: string, bytes: Buffer, options: PutOptions): Promise<StoredBlob> {
    const file = this.fileOf(path);
    await mkdir(dirname(file), { recursive: true });
    const meta: Meta = {
      contentType: options.contentType,
      token: randomUUID(),
      cacheControl: options.cacheControl ?? DEFAULT_CACHE_CONTROL,
    };
    await writeFile(file, bytes);
    await writeFile(`${file}.meta.json`, JSON.stringify(meta));
    return { path, contentType: options.contentType, size: bytes.length, url: DiskBlobStore.urlOf(path, meta.token) };
  }

  async get(path: string) {
    const file = this.fileOf(path);
    try {
      const [bytes, metaText] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
      const meta = JSON.parse(metaText) as Meta;
      return { bytes, contentType: meta.contentType, token: meta.token, cacheControl: meta.cacheControl };
    } catch (error) {
      // A folder, a path through a file or a name longer than the disk allows is no object either.
      if (['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? ''))
        return null;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    const file = this.fileOf(path);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.fileOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }
}

export const diskRootOf = (dataDir: string) => join(dataDir, 'blobs');
