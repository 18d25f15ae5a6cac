import type { Actor } from '@portal/domain/access';
import { imageUrl, type UploadedImage } from '@portal/domain/images';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { FileStorage } from '../../lib/file-storage';
import { processImage } from './image-processing';
import { findImage, insertImage } from './images.repository';

export type ImagesDependencies = { db: Database; files: FileStorage };

/** Image uploads (issue 17 §6, spec §7 uploadImage): checked, resized, stored as JPEG without metadata. */
export function createImagesService({ db, files }: ImagesDependencies) {
  return {
    async upload(actor: Actor, accountId: string, bytes: Buffer, originalName: string | null) {
      const processed = await processImage(bytes);
      if ('problem' in processed) {
        throw new DomainError(processed.problem);
      }
      const storageKey = await files.put('images', processed.content);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertImage(tx, {
            accountId,
            storageKey,
            width: processed.width,
            height: processed.height,
            bytes: processed.content.length,
            originalName,
            uploadedBy: actor.userId,
          });
          await recordAudit(tx, {
            actorId: actor.userId,
            accountId,
            action: 'create',
            subject: 'Image',
            subjectId: inserted.id,
            changes: { after: { width: inserted.width, height: inserted.height, bytes: inserted.bytes } },
          });
          return inserted;
        });
        return {
          id: row.id,
          width: row.width,
          height: row.height,
          url: imageUrl(accountId, row.id),
        } satisfies UploadedImage;
      } catch (error) {
        // No row points at the file: remove it so storage keeps nothing unreferenced.
        await files.delete(storageKey);
        throw error;
      }
    },

    /** The stored JPEG's key and size, or NOT_FOUND (also for another account's image). */
    async file(accountId: string, imageId: string) {
      const row = await findImage(db, accountId, imageId);
      const stream = row ? await files.get(row.storageKey) : null;
      if (!row || !stream) {
        throw new DomainError('NOT_FOUND');
      }
      return { stream, bytes: row.bytes };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
