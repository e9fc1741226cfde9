import { createHash } from 'node:crypto';
import { scriptSafeJson } from './script-safe-json';

/** The build's `<script defer src=…></script>` tags (html-webpack-plugin's, minified: quotes optional). */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=("?)([^"\s>]+)\1[^>]*><\/script>/g;

export interface BootLoader {
  /** The built index.html without its script tags. */
  template: string;
  /** The one executable inline script of every page, written at the end of its body. */
  script: string;
  /** That script's hash as a CSP source ('sha256-…'). */
  hashSource: string;
}

/**
 * A strict CSP ('strict-dynamic') runs a script the HTML names only by its nonce or its hash, then
 * whatever that script loads. Pages are cached and shared, so they cannot carry a fresh nonce: the
 * build's script tags become one inline loader whose hash is the same for every page of a build;
 * webpack's chunks, the remotes' entries and reCAPTCHA are then added by trusted scripts. At the end
 * of the body, so the shell's entry (loaded in order, like `defer`) finds the whole page.
 */
export function bootLoader(builtTemplate: string): BootLoader {
  const sources = [...builtTemplate.matchAll(SCRIPT_TAG)].map(([, , src]) => src!);
  if (sources.length === 0) throw new Error("the shell's index.html names no script to load");
  const script = `${scriptSafeJson(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.body.appendChild(e)})`;
  return {
    template: builtTemplate.replace(SCRIPT_TAG, ''),
    script,
    hashSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  };
}
