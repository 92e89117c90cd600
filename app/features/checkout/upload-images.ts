// An uploaded photo as the pages show it: a thumbnail, not the phone's photo. A customer's ID or senior card
// is a camera picture (up to 1 MB, often 4000 px wide); the previews are 120 px wide, so the page asks
// /uploads/{id} for THUMBNAIL_WIDTH (twice that, for sharp screens) and the server answers it resized, in
// the most compact format the browser accepts (uploads.server.ts).

/** The widths /uploads/{id}?w= answers; any other is not an address of the shop. */
export const UPLOAD_WIDTHS = [240] as const;
export const THUMBNAIL_WIDTH = UPLOAD_WIDTHS[0];

/** The thumbnail of an upload's address (`/uploads/{id}`); a browser's own preview (blob:) stays as it is. */
export function thumbnailUrl(url: string): string {
  if (!url.startsWith('/uploads/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${THUMBNAIL_WIDTH}`;
}
