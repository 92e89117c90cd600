import type { HeadersFunction } from '@remix-run/node';

/** Passes a loader's Server-Timing on to the document response. */
export const timingHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const timing = [parentHeaders.get('Server-Timing'), loaderHeaders.get('Server-Timing')].filter(Boolean).join(', ');
  const headers = new Headers();
  if (timing) headers.set('Server-Timing', timing);
  return headers;
};
