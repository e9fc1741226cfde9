import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { BOOT_ASSETS_FILE, REMOTE_MANIFEST_FILE } from '@fns/contracts';

/** Webpack names emitted files `name.<10 hex>.ext`; such a file never changes under its name. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** Entry points and their asset lists must be revalidated on every load so a new deployment is picked up at once. */
const ALWAYS_REVALIDATE = new Set(['index.html', BOOT_ASSETS_FILE, REMOTE_MANIFEST_FILE]);

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** As the static files middleware reads the path: decoded (`.js%2Emap` is a source map too). */
function isSourceMap(urlPath: string): boolean {
  try {
    return /\.map$/i.test(decodeURIComponent(urlPath));
  } catch {
    return false; // malformed: the static files middleware answers 400
  }
}

/**
 * Serves a build folder with the cache policy above (compression is the caller's middleware).
 * Source maps only with `sourceMaps`; otherwise they are passed on as missing files (the caller's 404).
 */
export function staticAssets(dir: string, { sourceMaps = false }: { sourceMaps?: boolean } = {}): RequestHandler {
  const files = express.static(dir, {
    index: false,
    etag: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  if (sourceMaps) return files;
  return (req, res, next) => {
    if (isSourceMap(req.path)) next();
    else files(req, res, next);
  };
}
