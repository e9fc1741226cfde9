import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { RuntimeConfigContext } from '../../../config/runtime-config-context';
import { ReleasePreviewBanner } from '../release-preview-banner';

const config = (releasePreview?: RuntimeConfig['releasePreview']): RuntimeConfig => ({
  remotes: { mfe_marketing: '', mfe_blog: '', mfe_admin: '' },
  integrity: {},
  versions: { mfe_marketing: '1.0.0-live', mfe_blog: '1.1.0-next' },
  apiBase: '/api',
  recaptchaSiteKey: '',
  showScreenSize: false,
  rumSampleRate: 0,
  ...(releasePreview && { releasePreview }),
});

function renderAt(url: string, releasePreview?: RuntimeConfig['releasePreview']) {
  const router = createMemoryRouter([{ path: '*', element: <ReleasePreviewBanner /> }], { initialEntries: [url] });
  render(
    <RuntimeConfigContext.Provider value={config(releasePreview)}>
      <RouterProvider router={router} />
    </RuntimeConfigContext.Provider>,
  );
}

describe('ReleasePreviewBanner', () => {
  it('names the pinned versions, and leaves the preview back to the same page with a plain form', () => {
    renderAt('/blog?page=2', { mfe_blog: '1.1.0-next', mfe_admin: '2.0.0-new' });
    const banner = screen.getByRole('region', { name: 'Release preview' });
    expect(banner).toHaveTextContent('Release preview, in this browser only: Blog 1.1.0-next, Admin 2.0.0-new');
    const leave = within(banner).getByRole('button', { name: 'Leave preview' });
    const form = leave.closest('form')!;
    expect({ method: form.getAttribute('method'), action: form.getAttribute('action') }).toEqual({
      method: 'post',
      action: '/release-preview/leave',
    });
    expect(new FormData(form).get('to')).toBe('/blog?page=2');
  });

  it('shows nothing on a page no preview pins', () => {
    renderAt('/blog');
    expect(screen.queryByRole('region', { name: 'Release preview' })).toBeNull();
  });
});
