export { drainable, shutDownOnSignals, type Drain, type ShutdownOptions } from './graceful-shutdown';
export { createLogger, requestLogger, type LoggerOptions, type LogLevel } from './logger';
export { metricsRegistry, metricsServer, requestMetrics, startMetricsServer } from './metrics';
