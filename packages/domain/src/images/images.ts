import { z } from 'zod';

/**
 * The image upload rules (spec §5, §9, decision 0056). The spec names the refusals but not the numbers;
 * these are ours: a phone photo fits under 10 MB, a cover is at least 800 px wide so it stays sharp on a
 * phone's full width, and between square and 3:1 so the feed's crop never cuts the subject away.
 */
export const imageLimits = {
  maxBytes: 10 * 1024 * 1024,
  minWidth: 800,
  /** Width divided by height: 1 (square) to 3 (a wide banner). */
  minAspectRatio: 1,
  maxAspectRatio: 3,
  /** The stored image's longest side at most (spec §9: resized to fit a maximum, as JPEG). */
  maxSide: 1600,
} as const;

/** The refusals of an upload, as error codes (spec §8: aspect ratio, size too large, width too small, 'Not an image'). */
export type ImageProblem =
  | 'IMAGE_NOT_AN_IMAGE'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_WIDTH_TOO_SMALL'
  | 'IMAGE_ASPECT_RATIO_INVALID';

/** Whether an upload's dimensions (after turning it upright by its EXIF orientation) suit a cover. */
export function checkImageDimensions(size: { width: number; height: number }): ImageProblem | null {
  if (size.width < imageLimits.minWidth) {
    return 'IMAGE_WIDTH_TOO_SMALL';
  }
  const ratio = size.width / size.height;
  if (ratio < imageLimits.minAspectRatio || ratio > imageLimits.maxAspectRatio) {
    return 'IMAGE_ASPECT_RATIO_INVALID';
  }
  return null;
}

/** The size the stored copy gets: the longest side fits `maxSide`; never enlarged. */
export function resizedDimensions(size: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const scale = Math.min(1, imageLimits.maxSide / Math.max(size.width, size.height));
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/** An uploaded image: its id (what an announcement refers to), its stored size and where to read it. */
export const uploadedImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const imageParamsSchema = z.object({ accountId: z.uuid(), imageId: z.uuid() });

/** The upload route takes the file as the raw body (decision 0045's upload scope): its path. */
export const uploadImagePath = '/api/accounts/:accountId/images';
/** The stored JPEG, for the account's staff and for the worker app's feed (the id is not guessable). */
export const imageFilePath = '/api/accounts/:accountId/images/:imageId';

/** The address of an image's file. */
export function imageUrl(accountId: string, imageId: string): string {
  return imageFilePath.replace(':accountId', accountId).replace(':imageId', imageId);
}
