import { apiUrl } from '@fns/design-system';
import type { IconName } from '../../components/icons/icon-paths';

export interface HelpResource {
  icon: IconName;
  title: string;
  description: string;
  linkLabel: string;
  /** A site route (router link) or, with `external`, a URL opened as is. */
  href: string;
  external?: boolean;
}

/** The "Additional Resources" cards; computed on render because the API base is set at boot. */
export const helpResources = (): readonly HelpResource[] => [
  {
    icon: 'activity',
    title: 'System Status',
    description: 'Check that every part of the service and its database is up and running.',
    linkLabel: 'View system status',
    href: apiUrl('/health'),
    external: true,
  },
  {
    icon: 'code',
    title: 'API Documentation',
    description: 'The OpenAPI description of our public API, for builders and integrations.',
    linkLabel: 'Open the API documentation',
    href: apiUrl('/openapi.json'),
    external: true,
  },
  {
    icon: 'book',
    title: 'Knowledge Base',
    description: 'Answers about plans, billing, features and support, all in one place.',
    linkLabel: 'Browse the knowledge base',
    href: '/faqs',
  },
];
