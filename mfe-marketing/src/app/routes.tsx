import type { RemoteRoute } from '@fns/design-system';

/** The marketing remote's routes; paths match the shell's route table. Pages load only when visited. */
export const routes: RemoteRoute[] = [
  { path: '/', page: () => import('../features/home/home-page') },
  { path: '/how-it-works', page: () => import('../features/how-it-works/how-it-works-page') },
  { path: '/features', page: () => import('../features/features/features-page') },
  { path: '/about', page: () => import('../features/about/about-page') },
  { path: '/help', page: () => import('../features/help/help-page') },
  { path: '/contact', page: () => import('../features/contact/contact-page') },
  { path: '/faqs', page: () => import('../features/faqs/faqs-page') },
  { path: '/legal', page: () => import('../features/legal/legal-overview-page') },
  { path: '/privacy-policy', page: () => import('../features/legal/privacy-policy-page') },
  { path: '/terms-of-service', page: () => import('../features/legal/terms-of-service-page') },
  { path: '/cookies-policy', page: () => import('../features/legal/cookies-policy-page') },
  { path: '/button-demo', page: () => import('../features/demos/button-demo-page') },
  { path: '/card-demo', page: () => import('../features/demos/card-demo-page') },
  { path: '/animation-demo', page: () => import('../features/demos/animation-demo-page') },
  { path: '/form-demo', page: () => import('../features/demos/form-demo-page') },
  { path: '/confirm/:token', page: () => import('../features/subscription-links/confirm-page') },
  { path: '/unsubscribe/:token', page: () => import('../features/subscription-links/unsubscribe-page') },
  { path: '/waitlist/status/:token', page: () => import('../features/waitlist-status/waitlist-status-page') },
  { path: '/welcome', page: () => import('../features/invitation/invitation-page') },
  { path: '/preferences/:token', page: () => import('../features/preferences/preferences-page') },
];
