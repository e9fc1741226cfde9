import '@fns/design-system/styles/global.scss';
import { setApiBase } from '@fns/design-system';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/runtime-config';
import { PageErrorFallback } from './features/errors/page-error-fallback';
import { registerRemoteEntries } from './lib/remotes';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    setApiBase(config.apiBase);
    registerRemoteEntries(config.remotes);
    // A transition renders in small slices, so the first render never blocks input for long.
    startTransition(() => root.render(<App config={config} />));
  } catch (error) {
    console.error('The site could not start:', error);
    root.render(<PageErrorFallback />);
  }
}

void boot();
