import { parseArgs } from 'node:util';
import { startMailpit } from './embedded-mailpit';

/**
 * Runs the embedded Mailpit for the scripts that start the site (npm start, npm run dev, the e2e
 * setup, the benches) until this process is told to stop or its stdin closes:
 *   run-mailpit --smtp-port 1025 --ui-port 8025 [--data-dir DIR] [--reuse]
 * Ready once Mailpit's GET /api/v1/info answers.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'smtp-port': { type: 'string', default: '1025' },
      'ui-port': { type: 'string', default: '8025' },
      'data-dir': { type: 'string' },
      reuse: { type: 'boolean', default: false },
    },
  });
  const mailpit = await startMailpit({
    smtpPort: Number(values['smtp-port']),
    uiPort: Number(values['ui-port']),
    dataDir: values['data-dir'],
    reuse: values.reuse,
  });
  if (!mailpit.owned) console.log(`Using the Mailpit already on ${mailpit.smtpUrl}.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void mailpit.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // A pipe from the parent: it closes when the parent exits, however it exits.
  process.stdin.on('end', stop).resume();
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
