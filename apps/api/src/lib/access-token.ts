import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config.js';

/** One algorithm, one type, one issuer and audience: anything else is refused. */
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  username: string;
  roles: string[];
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(private readonly config: Pick<Config, 'jwtSecret' | 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'ACCESS_TOKEN_TTL_SECONDS'>) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ typ: TOKEN_TYPE, user_info: { username: claims.username, roles: claims.roles } })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** Returns the user id, or `expired` / `invalid` so the caller can answer precisely. */
  async verify(token: string): Promise<{ userId: number; issuedAt: number } | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (payload.typ !== TOKEN_TYPE || !Number.isInteger(userId) || userId < 1) return 'invalid';
      return { userId, issuedAt: payload.iat ?? 0 };
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
