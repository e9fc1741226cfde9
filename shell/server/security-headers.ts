import helmet from 'helmet';
import type { RuntimeConfig } from './runtime-config';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** Origins of the remotes (a same-origin remote needs nothing beyond 'self'). */
function remoteOrigins(config: RuntimeConfig): string[] {
  return Object.values(config.remotes).flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));
}

/** Helmet with a Content-Security-Policy that admits exactly the configured remotes and reCAPTCHA. */
export function securityHeaders(config: RuntimeConfig) {
  const remotes = remoteOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...RECAPTCHA],
        // React and motion set style attributes; remotes ship their own CSS files.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'https:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...RECAPTCHA],
        frameSrc: RECAPTCHA,
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remote chunks come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}
