// SPEC §7 "Uploads" (app/contract/uploads.ts): a customer's images, checked by their bytes (JPEG, PNG or
// BMP) and their size (LIMITS.uploadMaxBytes) before anything is written, and served to their owner only.
import type { Kysely } from 'kysely';
import * as U from '../../../app/contract/uploads';
import { LIMITS } from '../../../app/domain/constants';
import type { DB } from '../db/schema';
import { ApiError, notFound, type Router } from '../http';
import type { AuthedUser } from '../identity/index';
import {
  imageTypeOf,
  readUpload,
  saveUploads,
  seniorCardsOwned,
  uploadedAnswer,
  uploadIdOf,
  type NewUpload,
} from './store';

export { uploadsOwnedBy } from './store';

const MAX_MB = LIMITS.uploadMaxBytes / (1024 * 1024);

/** The files as they will be kept: each refused (413, 415) before any is written. */
async function checkedImages(files: File[], kind: string): Promise<NewUpload[]> {
  const checked: NewUpload[] = [];
  for (const file of files) {
    if (file.size > LIMITS.uploadMaxBytes)
      throw new ApiError(413, U.UploadErrorCode.tooLarge, `The image must be at most ${MAX_MB} MB`, {
        max_bytes: LIMITS.uploadMaxBytes,
      });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = imageTypeOf(bytes);
    if (!contentType)
      throw new ApiError(415, U.UploadErrorCode.unsupportedType, 'Only .jpg, .jpeg, .png or .bmp images are accepted');
    checked.push({ kind, contentType, bytes });
  }
  return checked;
}

/** Where the shop shows an upload to its owner (app/routes/uploads.$id.tsx). */
const answer = (id: string): U.Uploaded => uploadedAnswer(id);

export function uploadRoutes(router: Router<AuthedUser>, db: Kysely<DB>) {
  router.serve(U.upload, async ({ body, user }) => {
    const files = await checkedImages([body.file], body.type);
    const [id] = await saveUploads(db, user.user.id, files);
    return answer(id!);
  });

  router.serve(U.uploadsV2, async ({ body, user }) => {
    const files = await checkedImages(body.files, body.type);
    return (await saveUploads(db, user.user.id, files)).map(answer);
  });

  // SPEC §7 "POST /get-sc-image (array body; front, back lookup)": the customer's own card images only
  router.serve(U.seniorCardImages, async ({ body, user }) => {
    if (!(await seniorCardsOwned(db, user.user.id, body))) throw notFound('No such card image');
    const of = (path: string | null) => (path ? answer(uploadIdOf(path)!) : null);
    return body.map((card) => ({ front: of(card.front), back: of(card.back) }));
  });

  router.serve(U.uploadFile, async ({ request, params, user }) => {
    const upload = user ? await readUpload(db, params.id.toLowerCase(), user.user.id) : null;
    if (!upload) throw notFound('No such upload');
    return new Response(request.method === 'HEAD' ? null : upload.bytes, {
      headers: {
        'content-type': upload.contentType,
        'content-length': String(upload.bytes.byteLength),
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      },
    });
  });
}
