import type { LoaderFunctionArgs } from '@remix-run/node';
import { serveUpload } from '~/features/checkout/uploads.server';

// `/uploads/{id}`: an image the customer uploaded (the checkout's ID thumbnails), to its owner only; 404 for
// anyone else. A resource route: no page of its own.
export const loader = ({ request, context, params }: LoaderFunctionArgs) => serveUpload(request, context, params.id);
