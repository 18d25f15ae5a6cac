import { describe, expect, it } from 'vitest';
import { checkImageDimensions, resizedDimensions } from './images';

describe('image rules (spec §5, §9)', () => {
  it.each([
    [{ width: 799, height: 500 }, 'IMAGE_WIDTH_TOO_SMALL'],
    [{ width: 800, height: 801 }, 'IMAGE_ASPECT_RATIO_INVALID'],
    [{ width: 3001, height: 1000 }, 'IMAGE_ASPECT_RATIO_INVALID'],
    [{ width: 800, height: 800 }, null],
    [{ width: 3000, height: 1000 }, null],
    [{ width: 1920, height: 1080 }, null],
  ])('%o → %s', (size, problem) => {
    expect(checkImageDimensions(size)).toBe(problem);
  });

  it('fits the longest side within 1600 px and never enlarges', () => {
    expect(resizedDimensions({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(resizedDimensions({ width: 1000, height: 900 })).toEqual({ width: 1000, height: 900 });
  });
});
