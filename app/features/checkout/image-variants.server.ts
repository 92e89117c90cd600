// The thumbnail of an uploaded photo (upload-images.ts), made by sharp: turned upright by its EXIF
// orientation, resized, stripped of its metadata (a phone photo's EXIF can hold where it was taken), and
// encoded as AVIF, WebP or JPEG by what the browser says it accepts — the modern formats with JPEG as the
// fallback, one address, `Vary: Accept`.
import sharp from 'sharp';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** An image larger than this many pixels is not decoded (a small file can hold a huge, mostly empty picture). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The most compact format the Accept header names (browsers list the image types they decode). */
export function imageFormatFor(accept: string | null): ImageFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type!.trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** The picture `width` pixels wide (never wider than it is) in `format`; null when sharp cannot decode it. */
export async function resizedImage(
  bytes: Uint8Array,
  width: number,
  format: ImageFormat,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' });
    const encoded =
      format === 'avif'
        ? pipeline.avif({ quality: 50, effort: 2 })
        : format === 'webp'
          ? pipeline.webp({ quality: 70 })
          : pipeline.jpeg({ quality: 75, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), contentType: CONTENT_TYPES[format] };
  } catch {
    return null;
  }
}
