import { createLogger, type LogLevel } from '@fns/server-kit';

export const logger = createLogger({ name: 'api' });

/** LOG_LEVEL, applied once the configuration is read (tests set 'silent'). */
export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}
