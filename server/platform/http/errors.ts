// Failures with the SPEC §7 error body {code, error, message, details}, and JSON answers.
import { ErrorCode, type ApiErrorBody } from '../../../app/contract/errors';

/** A refusal the caller is told about, with the SPEC §7 error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(data: unknown, init: ResponseInit = {}): Response {
  return jsonText(JSON.stringify(data), init);
}

/** A JSON answer already serialised. */
export function jsonText(body: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', JSON_TYPE);
  return new Response(body, { ...init, headers });
}

export function errorResponse(error: ApiError): Response {
  const body: ApiErrorBody = {
    code: error.code,
    error: error.code,
    message: error.message,
    details: error.details ?? {},
  };
  // A refusal for too many requests, or while the database is away, says when to come back (RFC 9110
  // Retry-After, whole seconds).
  const retry = error.details?.retry_after;
  const headers =
    (error.status === 429 || error.status === 503) && typeof retry === 'number' && retry > 0
      ? { 'retry-after': String(Math.ceil(retry)) }
      : undefined;
  return json(body, { status: error.status, headers });
}

export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, ErrorCode.notFound, message);
}

/** 400 naming the field first: "field: message" (SPEC §8 "the first validation_error entry as field: message"). */
export function invalid(field: string, message: string, details?: Record<string, unknown>): ApiError {
  return new ApiError(400, ErrorCode.validation, `${field}: ${message}`, details);
}

export function unauthorized(message = 'Unauthorized'): ApiError {
  return new ApiError(401, ErrorCode.unauthorized, message);
}
