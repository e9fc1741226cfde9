import { createHash } from 'node:crypto';

/** A Subresource Integrity value of `bytes` ("sha256-<base64>"), as browsers check it and the registry records it. */
export const integrityOf = (bytes: Uint8Array | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
