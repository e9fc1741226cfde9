import type { RemoteRoute } from '@fns/design-system';
import { lazy } from 'react';

/** The marketing remote's routes; paths match the shell's route table. Pages load only when visited. */
export const routes: RemoteRoute[] = [
  { path: '/', Component: lazy(() => import('../features/home/home-page')) },
  { path: '/how-it-works', Component: lazy(() => import('../features/how-it-works/how-it-works-page')) },
  { path: '/features', Component: lazy(() => import('../features/features/features-page')) },
  { path: '/about', Component: lazy(() => import('../features/about/about-page')) },
  { path: '/help', Component: lazy(() => import('../features/help/help-page')) },
  { path: '/contact', Component: lazy(() => import('../features/contact/contact-page')) },
  { path: '/faqs', Component: lazy(() => import('../features/faqs/faqs-page')) },
  { path: '/legal', Component: lazy(() => import('../features/legal/legal-overview-page')) },
  { path: '/privacy-policy', Component: lazy(() => import('../features/legal/privacy-policy-page')) },
  { path: '/terms-of-service', Component: lazy(() => import('../features/legal/terms-of-service-page')) },
  { path: '/cookies-policy', Component: lazy(() => import('../features/legal/cookies-policy-page')) },
  { path: '/button-demo', Component: lazy(() => import('../features/demos/button-demo-page')) },
  { path: '/card-demo', Component: lazy(() => import('../features/demos/card-demo-page')) },
  { path: '/animation-demo', Component: lazy(() => import('../features/demos/animation-demo-page')) },
  { path: '/form-demo', Component: lazy(() => import('../features/demos/form-demo-page')) },
];
