import { createLogger } from '@fns/server-kit';

/** Its level is LOG_LEVEL, set once the configuration is read (index.ts). */
export const logger = createLogger({ name: 'shell' });
