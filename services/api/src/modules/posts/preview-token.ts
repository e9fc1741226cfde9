import jwt from 'jsonwebtoken';
import type { Config } from '../../config/config';
import { isObjectIdText } from '../../lib/validation';
import { TOKEN_ISSUER } from '../auth/token';

/** Its own audience: an admin token is never a preview token, nor a preview token an admin token (auth/token.ts checks its audience). */
const PREVIEW_AUDIENCE = 'founders-never-solo-preview';

export interface PreviewClaims {
  postId: number;
  previewId: string;
}

/** A token for the preview link, valid until `expiresAt`: signed with the API's JWT secret. */
export function signPreviewToken(config: Config, claims: PreviewClaims, expiresAt: Date): string {
  return jwt.sign({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) }, config.jwt.secret, {
    algorithm: 'HS256',
    issuer: TOKEN_ISSUER,
    audience: PREVIEW_AUDIENCE,
  });
}

/** The claims of a valid preview token; null for anything else (expired, tampered with, another kind of token). */
export function readPreviewToken(config: Config, token: string): PreviewClaims | null {
  try {
    const claims = jwt.verify(token, config.jwt.secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: PREVIEW_AUDIENCE });
    if (typeof claims === 'string' || typeof claims.postId !== 'number' || !isObjectIdText(claims.previewId)) return null;
    return { postId: claims.postId, previewId: claims.previewId };
  } catch {
    return null;
  }
}
