// SPEC §7 "Auth (POST)" and "Profile" on the consumer gateway, and the development outbox on the
// enterprise gateway (app/contract/identity.ts: every body and query is checked there, bad input answers
// 400 naming the field); the rules live in the parts of the context (./index.ts).
import * as I from '../../../app/contract/identity';
import { LoginProvider } from '../../../app/domain/constants';
import type { Router } from '../http';
import { clientAddress, type Limits } from '../limits';
import { requirePhone } from './phones';
import type { AuthedUser, Identity } from './index';
import { toWireUser } from './users';

export function identityRoutes(
  router: Router<AuthedUser>,
  identity: Identity,
  limits: Limits,
  options: { dev: boolean },
) {
  // Per client address (server/platform/limits): codes sent — a send refused for its number gives its
  // point back — and codes tried; the limits per number and per code are the identity context's own.
  const sending = <T>(request: Request, work: () => Promise<T>) =>
    limits.counted('otpSendsPerAddress', clientAddress(request), work);
  const trying = (request: Request) => limits.take('otpVerifiesPerAddress', clientAddress(request));

  // ---- login ----------------------------------------------------------------------------------------
  router.serve(I.signupPhone, ({ body, lng, request }) =>
    sending(request, () =>
      identity.login.startPhone({
        phone: requirePhone(body.phone, body.region),
        channel: body.otp_msg_method,
        lng,
        branchId: body.branch_id,
        businessId: body.business_id,
      }),
    ),
  );

  router.serve(I.otpResend, ({ body, lng, request }) =>
    sending(request, () =>
      identity.login.resendPhone({ nonce: body.nonce, phone: body.phone, channel: body.otp_msg_method, lng }),
    ),
  );

  // a login sent with a guest's access token keeps the guest's orders (SPEC §6 Unlock)
  router.serve(I.otpVerify, async ({ body, request, user }) => {
    await trying(request);
    return identity.login.verifyPhone(body.nonce, body.otp, user?.user);
  });

  router.serve(I.refreshToken, ({ body }) => identity.sessions.refresh(body.refresh_token));

  router.serve(I.socialProviders, ({ query }) => ({
    providers: identity.login.socialProviders({
      redirectUri: query.redirect_uri,
      state: query.state,
      nonce: query.nonce,
    }),
  }));

  router.serve(I.socialLogin, async ({ body, request, user }) => {
    await limits.take('loginsPerAddress', clientAddress(request));
    return identity.login.social({
      provider: body.login_provider === LoginProvider.LINE ? 'line' : 'google',
      code: body.token,
      redirectUri: body.line_redirect_url ?? undefined,
      from: user?.user,
    });
  });

  router.serve(I.signup, async ({ body, user }) => {
    const phone = body.phone ? requirePhone(body.phone, body.region ?? user.user.region ?? '') : null;
    const updated = await identity.profile.completeSignup(user, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email || null,
      phone,
    });
    return { message: 'User registered.', user: updated };
  });

  router.serve(I.validatePhone, ({ body }) => ({ phone: requirePhone(body.phone, body.region).phone }));

  router.serve(I.guestLogin, async ({ body, request }) => {
    await limits.take('loginsPerAddress', clientAddress(request));
    return identity.login.guest({
      firstName: body.first_name,
      lastName: body.last_name,
      branchId: body.branch_id,
      foodHallId: body.foodhall_id,
    });
  });

  router.serve(I.logout, async ({ body, user }) => {
    await identity.sessions.logout({ refreshToken: body.refresh_token, sid: user?.sid });
    return { message: 'You are logged out.' };
  });

  // ---- profile --------------------------------------------------------------------------------------
  router.serve(I.profile, ({ user }) => ({ user: toWireUser(user.user) }));

  router.serve(I.updateProfile, async ({ body, user }) => {
    const phone =
      body.phone === undefined
        ? undefined
        : body.phone === null
          ? null
          : requirePhone(body.phone, body.region ?? user.user.region ?? '');
    const updated = await identity.profile.update(user, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email === undefined ? undefined : body.email || null,
      phone,
      seniorCitizen: body.senior_citizen_attachment,
    });
    return { message: 'User profile updated.', user: updated };
  });

  router.serve(I.phoneVerifySend, ({ body, user, lng, request }) =>
    sending(request, () =>
      identity.profile.sendPhoneCode(user, {
        phone: requirePhone(body.phone, body.region),
        channel: body.otp_msg_method,
        lng,
      }),
    ),
  );

  router.serve(I.phoneVerifyResend, ({ body, user, lng, request }) =>
    sending(request, () =>
      identity.profile.resendPhoneCode(user, {
        nonce: body.nonce,
        phone: body.phone,
        channel: body.otp_msg_method,
        lng,
      }),
    ),
  );

  router.serve(I.phoneVerify, async ({ body, user, request }) => {
    await trying(request);
    return { message: 'Phone number verified.', user: await identity.profile.verifyPhone(user, body.nonce, body.otp) };
  });

  router.serve(I.emailVerifySend, ({ body, user, lng, request }) =>
    sending(request, () => identity.profile.sendEmailCode(user, { email: body.email, lng })),
  );

  router.serve(I.emailVerifyResend, ({ body, user, lng, request }) =>
    sending(request, () => identity.profile.resendEmailCode(user, { nonce: body.nonce, lng })),
  );

  router.serve(I.emailVerify, async ({ body, user, request }) => {
    await trying(request);
    return { message: 'Email verified.', user: await identity.profile.verifyEmail(user, body.nonce, body.otp) };
  });

  // ---- development ----------------------------------------------------------------------------------
  // The codes the embedded sender "delivered", newest first (DESIGN.md: shown outside production only).
  if (options.dev)
    router.serve(I.outbox, async ({ query }) => ({
      messages: await identity.outbox({ to: query.to || undefined, limit: query.limit }),
    }));
}
