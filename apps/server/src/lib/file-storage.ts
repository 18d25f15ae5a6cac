import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where received files live (decision 0045): the database keeps only the key. Local disk is the default;
 * an S3-compatible store implements the same three calls (see the decision for how it plugs in).
 */
export type FileStorage = {
  /** Stores the bytes under a new key made from `prefix`, and answers the key. */
  put(prefix: string, content: Uint8Array): Promise<string>;
  /** The stored bytes as a stream; null when the key has no file. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};

// Keys are made here, but a key read back from the database is still checked before it becomes a path.
const keyPattern = /^[a-z0-9-]+\/[0-9a-f-]{36}$/;

function pathOf(root: string, key: string): string {
  if (!keyPattern.test(key)) {
    throw new Error(`not a storage key: ${key}`);
  }
  return path.join(root, key);
}

/** Files under `root` (the data directory's `files/`, or FILES_DIR), one per key, written atomically. */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(prefix, content) {
      const key = `${prefix}/${randomUUID()}`;
      const target = pathOf(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, content, { mode: 0o600 });
      await rename(partial, target);
      return key;
    },
    async get(key) {
      const file = pathOf(root, key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}
