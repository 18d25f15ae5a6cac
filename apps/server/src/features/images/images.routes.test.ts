import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testPicture } from '../../testing/test-images';

/** A photo as a phone makes it: PNG with EXIF (camera, GPS position) and a portrait turn (orientation 6). */
async function phonePhotoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 1200, channels: 3, background: '#c04020' } })
    .png()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Puhelinvalmistaja', Model: 'Kamera 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '60/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '24/1 56/1 0/1',
      },
    })
    .toBuffer();
}

describe('image uploads (issue 17 §6)', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;
  let adminToken = '';

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    adminToken = await test.signIn(world.users.admin.email);
  });

  const upload = (content: Buffer, token = adminToken, accountId = world.accountA1.id) =>
    test.request(token, {
      method: 'POST',
      url: `/api/accounts/${accountId}/images?name=kansi.png`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: content,
    });

  it('stores an upright JPEG without the photo’s metadata, its longest side fitted to 1600 px', async () => {
    const original = await phonePhotoWithLocation();
    const before = await sharp(original).metadata();
    expect(before.exif, 'the test photo carries EXIF').toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await upload(original);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<{ id: string; width: number; height: number; url: string }>();
    // Turned upright by its EXIF orientation: 1200 × 600, which fits the maximum as it is.
    expect(image).toMatchObject({ width: 1200, height: 600 });
    expect(image.url).toBe(`/api/accounts/${world.accountA1.id}/images/${image.id}`);

    const served = await test.request(null, { method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Puhelinvalmistaja'))).toBe(false);

    const audits = await test.database.connection.db.select().from(auditLog);
    expect(audits.some((entry) => entry.subject === 'Image' && entry.subjectId === image.id)).toBe(true);
  });

  it('resizes a large picture so its longest side is 1600 px', async () => {
    const response = await upload(await testPicture(3200, 2000, 'webp'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 1600, height: 1000 });
  });

  it.each([
    [
      'a text file named .png',
      () => Promise.resolve(Buffer.from('Tämä ei ole kuva vaan tekstiä.\n')),
      'IMAGE_NOT_AN_IMAGE',
      415,
    ],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'IMAGE_NOT_AN_IMAGE', 415],
    ['a PDF', () => Promise.resolve(Buffer.from('%PDF-1.4\n%%EOF\n')), 'IMAGE_NOT_AN_IMAGE', 415],
    ['a picture 799 px wide', () => testPicture(799, 400), 'IMAGE_WIDTH_TOO_SMALL', 422],
    ['a portrait picture', () => testPicture(900, 1200), 'IMAGE_ASPECT_RATIO_INVALID', 422],
    ['a banner wider than 3:1', () => testPicture(2000, 600), 'IMAGE_ASPECT_RATIO_INVALID', 422],
    [
      'a file over 10 MB',
      () => Promise.resolve(Buffer.alloc(10 * 1024 * 1024 + 10, 0xff)),
      'IMAGE_TOO_LARGE',
      413,
    ],
  ])('refuses %s with its own message', async (_, make, code, status) => {
    const response = await upload(await make());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('is Communications’ work: an agent uploads, a customer is refused, another account is not found', async () => {
    const picture = await testPicture(1000, 500);
    expect((await upload(picture, await test.signIn(world.users.agent.email))).statusCode).toBe(201);
    expect((await upload(picture, await test.signIn(world.users.customer.email))).statusCode).toBe(403);
    expect((await upload(picture, adminToken, world.accountB1.id)).statusCode).toBe(404);
  });

  it('serves an image only under its own account', async () => {
    const image = (await upload(await testPicture(1000, 500))).json<{ id: string }>();
    const elsewhere = await test.request(null, {
      method: 'GET',
      url: `/api/accounts/${world.accountB1.id}/images/${image.id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
