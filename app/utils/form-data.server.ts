// The body of a form post, for actions (DESIGN.md "Every input is checked"): a body that is not a form (a
// JSON body, a broken multipart) is a 400, never a 500 from request.formData().
import { badRequest } from './request.server';

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export async function readFormData(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('Content-Type') ?? '')) throw badRequest();
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}
