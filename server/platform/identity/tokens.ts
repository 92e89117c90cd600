// Access tokens of the platform: short-lived HS256 JWTs (jose). The identity context issues them; the
// socket server and the gateways verify them.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  sub: string;
  guest?: boolean;
  /** the login (refresh-token family) the token was issued for; logout revokes it */
  sid?: string;
}

const ISSUER = 'webshop-platform';
const AUDIENCE = 'webshop';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds = 15 * 60): Promise<string> {
  return new SignJWT({ guest: claims.guest ?? false, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string') return null;
    return {
      sub: payload.sub,
      guest: payload.guest === true,
      ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
    };
  } catch {
    return null;
  }
}
