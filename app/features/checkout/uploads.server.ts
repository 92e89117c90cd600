// The shop's side of SPEC §7 "Uploads": a customer's image (the ID front and back of an age-restricted
// order, a senior citizen / PWD card's front and back) forwarded to the platform as multipart, and an upload
// served back to its owner (the checkout's thumbnail, app/routes/uploads.$id.tsx).
import type { AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import type { Authed } from '~/utils/auth.server';
import { rotatedAuthHeaders, shopCustomer } from '~/utils/auth.server';
import { UploadErrorCode, type UploadKind } from '~/contract/uploads';
import { PlatformError } from '~/platform-client/client.server';
import { UPLOAD_WIDTHS } from './upload-images';
import { imageFormatFor, resizedImage } from './image-variants.server';

export type UploadResult = { path: string } | { problem: 'type' | 'size' | 'other'; message: string };

/** A file field that holds a chosen file (a form posted without one sends an empty, nameless part). */
export function isChosenFile(value: FormDataEntryValue | null | undefined): value is File {
  return typeof value === 'object' && value !== null && value.size > 0;
}

/**
 * Sends one image to the platform as the customer (POST {enterprise}/public/upload). The platform checks the
 * bytes and the size; its refusals come back as a problem (413 → size, 415 or a file refused as invalid →
 * type) with its message, for the page to word with `upload.errors.<problem>`.
 */
export async function uploadImage(authed: Authed, file: File, kind: UploadKind): Promise<UploadResult> {
  try {
    const uploaded = await authed.withAuth((client) =>
      client.upload({ file, type: kind, for: kind.startsWith('senior') ? 'senior_citizen' : 'age_restriction' }),
    );
    return { path: uploaded.path };
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500 || error.status === 401) throw error;
    if (error.status === 413 || error.code === UploadErrorCode.tooLarge)
      return { problem: 'size', message: error.message };
    if (error.status === 415 || error.code === UploadErrorCode.unsupportedType)
      return { problem: 'type', message: error.message };
    return { problem: 'other', message: error.message };
  }
}

const uploadId = z.string().uuid();

const uploadWidth = z.coerce
  .number()
  .int()
  .refine((w) => (UPLOAD_WIDTHS as readonly number[]).includes(w));

/**
 * An upload's bytes for its owner (GET {enterprise}/uploads/{id} with the customer's token), streamed as the
 * platform answered them, or with `?w=` its thumbnail (image-variants.server.ts) in the format the browser
 * accepts best; 404 for a visitor, another customer, an id that is none or a width the pages never ask for.
 */
export async function serveUpload(request: Request, context: AppLoadContext, id: string | undefined) {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'private, no-store' } });
  const parsed = uploadId.safeParse(id);
  if (!parsed.success) return notFound();
  const w = new URL(request.url).searchParams.getAll('w');
  const width = w.length === 0 ? null : w.length === 1 ? uploadWidth.safeParse(w[0]) : null;
  if (w.length && !width?.success) return notFound();
  const customer = await shopCustomer(request, context);
  if (!customer.auth) return notFound();
  let answer: Response;
  try {
    answer = await customer.withAuth((client) => client.uploadFile({ id: parsed.data }));
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500) return notFound();
    throw error;
  }
  const headers = new Headers(await rotatedAuthHeaders(request, context));
  headers.set('cache-control', 'private, max-age=3600');
  headers.set('x-content-type-options', 'nosniff');
  if (width?.success) {
    const format = imageFormatFor(request.headers.get('accept'));
    const original = new Uint8Array(await answer.arrayBuffer());
    // a file the browser may show but sharp cannot read (an odd encoder's checksum) goes as it was kept
    const thumbnail = (await resizedImage(original, width.data, format)) ?? {
      bytes: Buffer.from(original),
      contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
    };
    headers.set('content-type', thumbnail.contentType);
    headers.set('content-length', String(thumbnail.bytes.byteLength));
    headers.set('vary', 'Accept');
    return new Response(new Uint8Array(thumbnail.bytes), { status: 200, headers });
  }
  for (const name of ['content-type', 'content-length']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
