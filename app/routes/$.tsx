// Catch-all: any unknown path is the not-found page with HTTP 404 (SPEC §2).
export { loader, meta, default, ErrorBoundary } from './page404/route';
