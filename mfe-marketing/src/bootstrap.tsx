import '@fns/design-system/styles/global.scss';
import { StandaloneHost } from '@fns/design-system/standalone';
import { createRoot } from 'react-dom/client';
import { routes } from './app/routes';

createRoot(document.getElementById('root')!).render(<StandaloneHost name="mfe-marketing" routes={routes} />);
