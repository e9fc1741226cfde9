import { MotionProvider } from '@fns/design-system';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { PageErrorBoundary } from '../features/errors/page-error-boundary';
import { RecaptchaProvider } from '../features/waitlist/recaptcha-provider';
import { createRouter } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(createRouter);
  return (
    <PageErrorBoundary>
      <RuntimeConfigContext.Provider value={config}>
        <RecaptchaProvider siteKey={config.recaptchaSiteKey}>
          <MotionProvider>
            <RouterProvider router={router} />
          </MotionProvider>
        </RecaptchaProvider>
      </RuntimeConfigContext.Provider>
    </PageErrorBoundary>
  );
}
