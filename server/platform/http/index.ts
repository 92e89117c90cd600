// The platform's HTTP layer: contract endpoints served by one router, who may call them, input parsing,
// and the SPEC §7 error body. Every context's routes.ts goes through it.
export { Router, PreparedJson, etagOf, type Ctx, type Handler } from './router';
export { ApiError, errorResponse, invalid, json, jsonText, notFound, unauthorized } from './errors';
export { parseBody, parseMultipart, parseQuery, parseWith, MAX_BODY_BYTES, MAX_MULTIPART_BYTES } from './parse';
export { bearerToken, requireOpsToken, type UserAuthenticator } from './access';
