import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config.js';

/** One algorithm, one type, one issuer and audience: anything else is refused. */
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  username: string;
  roles: string[];
  /** The session (long-token family) the token belongs to: ending it ends the token too. */
  sessionId: string;
}

export interface VerifiedAccess {
  userId: number;
  issuedAt: number;
  sessionId: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(private readonly config: Pick<Config, 'jwtSecret' | 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'ACCESS_TOKEN_TTL_SECONDS'>) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ typ: TOKEN_TYPE, sid: claims.sessionId, user_info: { username: claims.username, roles: claims.roles } })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * Returns the user and session, or `expired` / `invalid` so the caller can answer precisely. A
   * token without an expiry, issue time or session would never end: it is invalid.
   */
  async verify(token: string): Promise<VerifiedAccess | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (payload.typ !== TOKEN_TYPE || !Number.isInteger(userId) || userId < 1 || typeof sessionId !== 'string' || !sessionId) {
        return 'invalid';
      }
      return { userId, issuedAt: payload.iat ?? 0, sessionId };
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
