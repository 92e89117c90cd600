// Typed calls of SPEC §7. The embedded platform is called in-process with the same Request/Response
// objects an HTTP call would use; a configured base URL sends them over the network instead.
import { createHash } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import type { ZodType, ZodTypeDef } from 'zod';
import type { Language } from '~/i18n/languages';
import type { ChosenGroup } from '~/domain/modifiers';
import * as W from './wire.server';

const EMBEDDED_ORIGIN = 'http://platform.internal';

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Gateway = 'consumer' | 'enterprise' | 'oms';

export interface BillRequestBody {
  branch_id?: number;
  foodhall_id?: number | null;
  business_id?: number | null;
  currency?: string;
  cart: unknown[];
  order_type: 1 | 2 | 3;
  order_schedule_type: 1 | 2;
  scheduled_delivery_time?: string | null;
  table_no?: string | null;
  is_order_with_payment_channel?: boolean;
  payment_method?: number | null;
  payment_channel?: string | null;
  ignore_calc_bill_fees?: boolean;
  delivery_location?: { latitude: number; longitude: number; address?: string; city_id?: number } | null;
}

export interface CartLineRequest {
  branch_id: number;
  brand_id: number;
  item_id: number;
  quantity: number;
  comment: string;
  groups: ChosenGroup[];
  order_type: 1 | 2 | 3;
  order_schedule_type: 1 | 2;
}

/**
 * Bodies already parsed and checked, by request and ETag: a read whose answer has not changed comes back
 * as 304 and the checked value is used again (the platform sends ETags; see server/platform/http.ts).
 */
class CheckedResponses {
  private map = new Map<string, { etag: string; data: unknown }>();
  constructor(private max = 200) {}
  get(key: string) {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, etag: string, data: unknown) {
    this.map.delete(key);
    this.map.set(key, { etag, data });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}
const checked = new CheckedResponses();
type Query = Record<string, string | number | boolean | null | undefined>;

export interface PlatformClientOptions {
  context: AppLoadContext;
  lng: Language;
  accessToken?: string | null;
  /** for Server-Timing and logs */
  onCall?: (path: string, ms: number) => void;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 16);
}

export function platformClient({ context, lng, accessToken, onCall }: PlatformClientOptions) {
  const base = (gateway: Gateway): { url: string; embedded: boolean } => {
    const configured = context.apiUrls[gateway];
    if (configured) return { url: configured, embedded: false };
    return { url: EMBEDDED_ORIGIN + context.platform.prefixes[gateway], embedded: true };
  };

  /** A JSON body sent with POST (or PATCH); never cached. */
  function post<T>(
    gateway: Gateway,
    path: string,
    schema: ZodType<T, ZodTypeDef, unknown>,
    body: unknown,
    method = 'POST',
  ): Promise<T> {
    return call(
      gateway,
      path,
      schema,
      {},
      { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    );
  }

  async function call<T>(
    gateway: Gateway,
    path: string,
    schema: ZodType<T, ZodTypeDef, unknown>,
    query: Query = {},
    init: RequestInit = {},
  ): Promise<T> {
    const { url, embedded } = base(gateway);
    const target = new URL(url + path);
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null) target.searchParams.set(k, String(v));
    const headers = new Headers(init.headers);
    headers.set('x-language', lng);
    headers.set('accept', 'application/json');
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    const method = (init.method ?? 'GET').toUpperCase();
    // Answers differ per language and per user: both are part of the key (the token only as a hash).
    const key = method === 'GET' ? `${lng} ${accessToken ? hashToken(accessToken) : '-'} ${target.href}` : null;
    const known = key ? checked.get(key) : undefined;
    if (known) headers.set('if-none-match', known.etag);
    const request = new Request(target, { ...init, headers });
    const started = performance.now();
    const response = embedded ? await context.platform.handle(request) : await fetch(request);
    onCall?.(path, performance.now() - started);
    if (response.status === 304 && known) return known.data as T;
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = W.apiErrorSchema.safeParse(body);
      throw new PlatformError(
        response.status,
        error.success ? error.data.code : 'http_error',
        error.success ? error.data.message : response.statusText,
        error.success ? (error.data.details ?? {}) : {},
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new PlatformError(
        502,
        'bad_response',
        `Unexpected response from ${path}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
      );
    }
    const etag = response.headers.get('etag');
    if (key && etag) checked.set(key, etag, parsed.data);
    return parsed.data;
  }

  return {
    identify: (key: { hash?: string; mask?: string }) =>
      call('enterprise', '/branch/vizmenu/identify', W.lookupSchema, key),
    storeMenus: (q: { brandID: number; branchID?: number | null; businessID?: number | null; tz?: string }) =>
      call('consumer', accessToken ? '/webshop/store/menus' : '/webshop/public/store/menus', W.storeMenusSchema, q),
    brandMenus: (brandId: number, q: { branch_id?: number; tz?: string }) =>
      call('consumer', `/vizmenu/brand/${brandId}/menus`, W.brandMenusSchema, q),
    foodHallBranch: (q: { foodhall_id: number; branch_id?: number; table?: string }) =>
      call('enterprise', '/foodhall/branch', W.foodHallBranchSchema, q),
    countryCodes: () => call('consumer', '/country-code', W.countryCodesSchema),
    nearbyBranches: (q: {
      lat: number;
      lon: number;
      brand_id?: number;
      foodhall_id?: number;
      filterByDeliveryMethod?: number;
    }) => call('consumer', '/webshop/branches/nearby', W.nearbySchema, q),
    branchAvailability: (q: {
      brand_id?: number;
      foodhall_id?: number;
      order_type?: number;
      lat?: number;
      lon?: number;
    }) => call('consumer', '/webshop/branches/availability', W.availabilitySchema, q),
    threePlBranch: (q: { branch_id: number; entity_type?: number }) =>
      call('enterprise', '/threepl/branch', W.threePlBranchSchema, q),
    threePlNearestBranch: (q: { lat: number; lon: number; brand_id?: number; foodhall_id?: number }) =>
      call('enterprise', '/threepl/nearest/branch', W.threePlNearestSchema, q),
    maximDiscovery: (q: { lat: number; lon: number; country?: string }) =>
      call('enterprise', '/maxim/stores/discovery', W.maximDiscoverySchema, q),
    mapAutocomplete: (q: { term: string; 'session-token': string; force_country?: string }) =>
      call('consumer', '/map/auto-complete', W.predictionsSchema, { ...q, language: lng }),
    placeDetails: (q: { id: string; 'session-token': string }) =>
      call('consumer', '/map/place-details', W.placeSchema, { ...q, language: lng }),
    geocode: (q: { lat: number; lon: number }) =>
      call('consumer', '/map/geocoding', W.placeSchema, { ...q, language: lng }),
    demoLinks: () => call('enterprise', '/demo/links', W.demoLinksSchema),

    // SPEC §7 "Auth (POST)" and "Profile" (paths: wire.server.ts).
    signupPhone: (body: {
      phone: string;
      region: string;
      login_provider: 1;
      business_id?: number | null;
      branch_id?: number | null;
      otp_msg_method: 1 | 2 | 3 | 4;
      country_code: string;
    }) => post('consumer', '/auth/signup/phone', W.otpSentSchema, body),
    otpResend: (body: { login_provider: 1; nonce: string; phone: string; otp_msg_method: 1 | 2 | 3 | 4 }) =>
      post('consumer', '/auth/otp/resend', W.otpSentSchema, body),
    otpVerify: (body: { otp: string; nonce: string }) =>
      post('consumer', '/auth/otp/verify', W.authSessionSchema, body),
    refreshToken: (body: { refresh_token: string }) => post('consumer', '/auth/token/refresh', W.tokenPairSchema, body),
    socialLogin: (body: { login_provider: 2 | 7; token: string; country?: string; line_redirect_url?: string }) =>
      post('consumer', '/auth/login/social', W.authSessionSchema, body),
    socialProviders: (q: { redirect_uri?: string; state?: string; nonce?: string }) =>
      call('consumer', '/auth/login/social/providers', W.socialProvidersSchema, q),
    signup: (body: {
      first_name: string;
      last_name: string;
      email?: string | null;
      login_provider: number;
      phone?: string | null;
      region?: string | null;
      accept_tc: boolean;
    }) => post('consumer', '/auth/signup', W.userAnswerSchema, body),
    validatePhone: (body: { phone: string; region: string }) =>
      post('consumer', '/auth/phone/validate', W.validPhoneSchema, body),
    guestLogin: (body: {
      first_name?: string;
      last_name?: string;
      accept_tc: boolean;
      branch_id?: number | null;
      foodhall_id?: number | null;
    }) => post('consumer', '/auth/login/guest', W.authSessionSchema, body),
    logout: (body: { refresh_token?: string | null }) => post('consumer', '/auth/logout', W.messageSchema, body),
    profile: () => call('consumer', '/profile', W.userAnswerSchema),
    updateProfile: (body: {
      first_name: string;
      last_name: string;
      login_provider: number;
      email?: string | null;
      phone?: string | null;
      region?: string | null;
    }) => post('consumer', '/profile', W.userAnswerSchema, body, 'PATCH'),
    phoneVerifySend: (body: { phone: string; region: string; otp_msg_method: 1 | 2 | 3 | 4 }) =>
      post('consumer', '/phone/verify/otp-send', W.nonceSchema, body),
    phoneVerifyResend: (body: { nonce: string; phone: string; otp_msg_method: 1 | 2 | 3 | 4 }) =>
      post('consumer', '/phone/verify/otp-resend', W.nonceSchema, body),
    phoneVerify: (body: { otp: string; nonce: string }) =>
      post('consumer', '/phone/verify/otp', W.userAnswerSchema, body),
    emailVerifySend: (body: { email: string }) => post('consumer', '/email/verify/otp-send', W.nonceSchema, body),
    emailVerifyResend: (body: { nonce: string }) => post('consumer', '/email/verify/otp-resend', W.nonceSchema, body),
    emailVerify: (body: { otp: string; nonce: string }) =>
      post('consumer', '/email/verify/otp', W.userAnswerSchema, body),
    savedCards: () => call('consumer', '/profile/saved-cards/', W.savedCardsSchema),
    outbox: (q: { to?: string; limit?: number }) => call('enterprise', '/dev/outbox', W.outboxSchema, q),
    calculateBill: (body: BillRequestBody, options: { foodHall: boolean }) =>
      call(
        'oms',
        `${accessToken ? '' : '/public'}/calculate/bill${options.foodHall ? '/v2' : ''}`,
        W.billSchema,
        {},
        { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      ),
    cartLine: (body: CartLineRequest) =>
      call(
        'oms',
        '/cart/line',
        W.cartLineSchema,
        {},
        { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      ),
  };
}

export type PlatformClient = ReturnType<typeof platformClient>;

export function isNotFound(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 404;
}
