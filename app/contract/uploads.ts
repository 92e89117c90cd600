// SPEC §7 "Uploads" and §5 "Image upload": a customer's images (the ID front and back of an age-restricted
// order), sent as multipart/form-data and kept by the platform. Only .jpg, .jpeg, .png and .bmp, by their
// bytes (never the name or the declared type), at most LIMITS.uploadMaxBytes each. An order refers to an
// upload by its `path` (`uploadPath` in ./orders.ts); its bytes are served to its owner only.
import { z } from 'zod';
import { endpoint } from './endpoint';

/** What an upload is for (its `type`). */
export const UPLOAD_KINDS = ['id_front', 'id_back', 'senior_front', 'senior_back'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The files the platform keeps, by their first bytes. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
/** At most this many files in one v2 upload (an ID's front and back, twice over). */
export const UPLOADS_PER_REQUEST = 4;

/** The refusals of an upload (besides 401 and validation_error): too big (413), not an accepted image (415). */
export const UploadErrorCode = { tooLarge: 'payload_too_large', unsupportedType: 'unsupported_file_type' } as const;

/** A file part of a multipart body. */
export const fileValue = z.custom<File>((v) => v instanceof Blob, 'must be a file');

const kind = z.enum(UPLOAD_KINDS);

export const uploadedSchema = z.object({
  /** `uploads/<uuid>`: what an order sends back */
  path: z.string(),
  /** where the shop shows it (its owner only) */
  signed_url: z.string(),
});
export type Uploaded = z.infer<typeof uploadedSchema>;

/** POST {enterprise}/public/upload — one file (`file`), what it is (`type`), what for (`for`). */
export const upload = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/public/upload',
  access: 'user',
  bodyType: 'multipart',
  body: z.object({ file: fileValue, type: kind, for: z.string().trim().max(40).optional() }),
  response: uploadedSchema,
});

/** POST {enterprise}/v2/uploads — one or more files (`files`, each part named so), one `type`. */
export const uploadsV2 = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/v2/uploads',
  access: 'user',
  bodyType: 'multipart',
  body: z.object({
    files: z
      .union([fileValue, z.array(fileValue)])
      .transform((f) => (Array.isArray(f) ? f : [f]))
      .pipe(z.array(fileValue).min(1).max(UPLOADS_PER_REQUEST, `at most ${UPLOADS_PER_REQUEST} files`)),
    type: kind,
  }),
  response: z.array(uploadedSchema),
});

/**
 * GET {enterprise}/uploads/{id} — the bytes with their content type, to their owner only (anyone else, or
 * no token: 404, so an upload's existence is not told). The answer is the Response itself.
 */
export const uploadFile = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/uploads/:id',
  access: 'optionalUser',
  params: z.object({ id: z.string().uuid() }),
  responseType: 'bytes',
  response: z.instanceof(Response),
});
