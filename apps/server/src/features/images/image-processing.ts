import { checkImageDimensions, type ImageProblem, imageLimits } from '@portal/domain/images';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** The kinds a cover may be, recognised by content (a file's name or declared type plays no part). */
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type ProcessedImage = { content: Buffer; width: number; height: number };

/**
 * Checks an upload and makes the copy that is kept (spec §5, §9, decision 0056): the type by its first
 * bytes ('Not an image' for anything but JPEG, PNG or WebP, and for one that does not decode), the size
 * in bytes, then the width and aspect ratio as the photo stands upright (a phone's portrait photo is
 * stored landscape with an EXIF turn). The copy is turned upright, its longest side fitted to 1600 px,
 * and written as JPEG. sharp writes no metadata unless asked, so EXIF (GPS position, camera serial) and
 * ICC/XMP blocks are gone from what is stored and served.
 */
export async function processImage(bytes: Buffer): Promise<{ problem: ImageProblem } | ProcessedImage> {
  if (bytes.length > imageLimits.maxBytes) {
    return { problem: 'IMAGE_TOO_LARGE' };
  }
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !acceptedTypes.has(detected.mime)) {
    return { problem: 'IMAGE_NOT_AN_IMAGE' };
  }
  // Decoding bombs: sharp refuses images over its pixel limit (about 268 megapixels) by default.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) {
    return { problem: 'IMAGE_NOT_AN_IMAGE' };
  }
  // As the photo stands upright: EXIF orientations 5-8 turn it a quarter (its width is the stored height).
  const problem = checkImageDimensions(metadata.autoOrient);
  if (problem) {
    return { problem };
  }
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({
      width: imageLimits.maxSide,
      height: imageLimits.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { content: data, width: info.width, height: info.height };
}
