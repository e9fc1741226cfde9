import { render, screen } from '@testing-library/react';
import { PageErrorBoundary } from '../page-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  it('replaces a page that throws while rendering with the refresh fallback', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page to try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <PageErrorBoundary>
        <p>fine</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
