import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { insertTestImage, testPicture } from '../../testing/test-images';

// Per account an image to read; one picture to upload (a fresh row a call, so any number of calls pass).
const imageIds = new Map<string, string>();
let upload: Buffer = Buffer.alloc(0);

async function prepare(db: Executor, world: Tenancy): Promise<void> {
  if (upload.length === 0) {
    upload = await testPicture(1000, 500);
  }
  for (const accountId of matrixAccountIds(world)) {
    if (!imageIds.has(accountId)) {
      imageIds.set(accountId, await insertTestImage(db, accountId));
    }
  }
}

/**
 * Who may use the image routes (the access matrix): uploads are Communications' work (admins and agents);
 * the stored image is public by its unguessable id, so an `<img>` and the worker app can show it.
 */
export const imagesAccessRows: AccessRows = {
  'POST /api/accounts/:accountId/images': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/images?name=kansi.png`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: upload,
    }),
  },
  'GET /api/accounts/:accountId/images/:imageId': {
    allowed: 'public',
    prepare,
    request: (world) => ({
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/images/${imageIds.get(world.accountA1.id)}`,
    }),
  },
};
