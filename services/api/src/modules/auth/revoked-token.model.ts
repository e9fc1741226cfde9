import { model, Schema } from 'mongoose';

/** Tokens signed out before their expiry (by id), shared by every API instance. */
const revokedTokenSchema = new Schema(
  {
    tokenId: { type: String, required: true, unique: true },
    // The token's own expiry: after it the token is refused anyway and the entry can go.
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const RevokedToken = model('RevokedToken', revokedTokenSchema, 'revoked_tokens');
