/** Crop canvas sizes (spec section 2 "Crop dialog" and section 9). */
export const CROP_SIZES = {
  default: { width: 320, height: 340 },
  square: { width: 320, height: 320 },
  story: { width: 320, height: 640 },
} as const;
export type CropSize = keyof typeof CROP_SIZES;

export const CROP_SCALE = { min: 0.1, max: 3, step: 0.01, initial: 1 } as const;

/** The cropped canvas as a JPEG (spec: the crop result is a jpeg). */
export function canvasToJpeg(canvas: HTMLCanvasElement, quality = 0.92): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped'))),
      'image/jpeg',
      quality,
    ),
  );
}
