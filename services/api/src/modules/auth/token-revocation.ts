import { trusted } from 'mongoose';
import { RevokedToken } from './revoked-token.model';

/**
 * Puts a token on the deny-list until its own expiry. No TTL index (FerretDB has none): entries
 * past their expiry are deleted here, on each log out.
 */
export async function revokeToken(token: { id: string; expiresAt: Date }): Promise<void> {
  await RevokedToken.deleteMany({ expiresAt: trusted({ $lte: new Date() }) });
  await RevokedToken.updateOne({ tokenId: token.id }, { $setOnInsert: { expiresAt: token.expiresAt } }, { upsert: true });
}

/**
 * Whether a token was signed out. An entry left past its expiry matches only a token that
 * verification has already refused as expired, so it changes nothing.
 */
export async function isTokenRevoked(tokenId: string): Promise<boolean> {
  return (await RevokedToken.exists({ tokenId })) !== null;
}
