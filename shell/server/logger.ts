import { createLogger } from '@fns/server-kit';

/** At LOG_LEVEL, info by default. */
export const logger = createLogger({ name: 'shell', level: process.env.LOG_LEVEL || 'info' });
