export { cachedResponse, sendCached, type CachedResponse } from './cached-response';
export { clientErrorStatus } from './client-error';
export { drainable, shutDownOnSignals, type Drain, type ShutdownOptions } from './graceful-shutdown';
export { ConfigError, parseEnvironment } from './environment';
export { createLogger, requestLogger, type LoggerOptions, type LogLevel } from './logger';
export { metricsRegistry, metricsServer, requestMetrics, startMetricsServer, whenIdle } from './metrics';
export { sendPublicRead } from './public-read';
export { ResponseCache, type ResponseCacheOptions } from './response-cache';
export { ShortPath } from './short-path';
export { staticAssets } from './static-assets';
export { addressKey } from './address-key';
export { WindowCounter, type WindowCounterOptions } from './window-counter';
export { integrityOf } from './integrity';
export {
  fetchReleaseFile,
  insecureReleaseOrigins,
  isLoopbackHost,
  releaseOrigins,
  releaseOriginsVariable,
  releaseUrlProblem,
  requirePublicAddress,
  type ReleaseFetchOptions,
  type ReleaseOrigins,
} from './release-origins';
export {
  RELEASE_PREVIEW_COOKIE,
  RELEASE_PREVIEW_PATH,
  releasePreviewTokens,
  type PreviewReading,
  type ReleasePreviewTokens,
} from './release-preview-token';
