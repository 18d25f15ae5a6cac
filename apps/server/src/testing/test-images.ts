import sharp from 'sharp';
import type { Executor } from '../db/client';
import { images } from '../db/schema/images.schema';
import { createLocalFileStorage } from '../lib/file-storage';
import { testFilesDir } from './test-app';

/** A real picture made by sharp: a gradient-free solid colour is enough for the checks. */
export function testPicture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** An image row of the account with its stored JPEG, as an upload leaves it (tests and the access matrix). */
export async function insertTestImage(db: Executor, accountId: string): Promise<string> {
  const content = await testPicture(1200, 600, 'jpeg');
  const storageKey = await createLocalFileStorage(testFilesDir).put('images', content);
  const [row] = await db
    .insert(images)
    .values({ accountId, storageKey, width: 1200, height: 600, bytes: content.length })
    .returning({ id: images.id });
  if (!row) {
    throw new Error('no image row');
  }
  return row.id;
}
