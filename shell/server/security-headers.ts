import helmet from 'helmet';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** Helmet with a Content-Security-Policy that admits exactly the remotes' origins and reCAPTCHA. */
export function securityHeaders(remoteOrigins: string[]) {
  const remotes = [...new Set(remoteOrigins)];
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
