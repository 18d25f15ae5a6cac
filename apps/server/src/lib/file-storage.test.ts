import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './file-storage';

describe('local file storage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'portal-files-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const storage = createLocalFileStorage(root);

  it('stores, streams back and deletes a file', async () => {
    const key = await storage.put('document-requests', Buffer.from('%PDF-1.4 hello'));
    expect(key).toMatch(/^document-requests\//);
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('%PDF-1.4 hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses a key that would leave its folder', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/storage key/);
  });
});
