// SPEC §7 "Uploads" and §5 "Image upload": a customer's images (the ID front and back of an age-restricted
// order), sent as multipart/form-data and kept by the platform. Only .jpg, .jpeg, .png and .bmp, by their
// bytes (never the name or the declared type), at most LIMITS.uploadMaxBytes each. An order refers to an
// upload by its `path` (`uploadPath` below); its bytes are served to its owner only. The senior citizen / PWD
// cards (SPEC §3 "Senior-citizen payload", §7 `/get-sc-image`) refer to their images the same way.
import { z } from 'zod';
import { LIMITS } from '../domain/constants';
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

/** An uploaded file as an order refers to it: the `path` the upload answered (SPEC §3 "Upload response"). */
export const uploadPath = z
  .string()
  .max(200)
  .regex(/^uploads\/[0-9a-f-]{36}$/, 'must be an upload of yours');

/** One senior citizen's / PWD's card: its front and back images (uploads of kind senior_front, senior_back). */
export const seniorCardSchema = z.object({ front: uploadPath.nullable(), back: uploadPath.nullable() });
export type SeniorCard = z.infer<typeof seniorCardSchema>;

/**
 * SPEC §3 "Senior-citizen payload: number_of_customer, number_of_senior_citizen, attachment list", as every
 * bill request and the order body carry it: the counts (SPEC §5, app/domain/promotions.ts seniorCountsProblem)
 * and one card per citizen, in order. The platform checks that each image is the caller's own upload of its kind.
 */
export const seniorCitizenFields = {
  number_of_customer: z.number().int().min(0).max(1000).optional(),
  number_of_senior_citizen: z.number().int().min(0).max(LIMITS.seniorCardsMax).optional(),
  senior_citizen_attachment: z
    .array(seniorCardSchema)
    .max(LIMITS.seniorCardsMax, `at most ${LIMITS.seniorCardsMax} cards`)
    .optional(),
};

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

/** One card's images as /get-sc-image answers them (SPEC §7 "front, back lookup"): each with its owner-only URL. */
export const seniorCardImagesSchema = z.object({ front: uploadedSchema.nullable(), back: uploadedSchema.nullable() });
export type SeniorCardImages = z.infer<typeof seniorCardImagesSchema>;

/**
 * POST {consumer}/get-sc-image — the customer's senior citizen / PWD card images (SPEC §7 "array body; front,
 * back lookup"): for each card of the body, its front and back with the URL that serves them to their owner.
 * A path that is not an upload of the caller's (someone else's, missing, or not a card image) answers 404 for
 * the whole list, so nobody learns whether another customer's upload exists.
 */
export const seniorCardImages = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/get-sc-image',
  access: 'user',
  body: z
    .array(seniorCardSchema, { invalid_type_error: 'must be a list of cards' })
    .min(1, 'must name at least one card')
    .max(LIMITS.seniorCardsMax, `at most ${LIMITS.seniorCardsMax} cards`),
  response: z.array(seniorCardImagesSchema),
});
