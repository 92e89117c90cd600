// The root loader's data for any component (language, boot, consent, honeypot…). Only its type comes from
// ./root-loader.server.ts (erased from the browser's bundle), so a component that root renders reads it
// without importing root.tsx (no circle, not even of types).
import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from '~/utils/root-loader.server';

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
