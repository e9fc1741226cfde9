import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLETION_OVERLAY_MS } from '@fns/design-system/forms';
import { renderPage } from '../../../test-support/render-page';
import AnimationDemoPage from '../animation-demo-page';

const PANELS = ['Scroll reveal', 'Expandable sections', 'Completion overlay'];
const openPanels = () => PANELS.filter((name) => screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true');

describe('Animation & Transition Showcase', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps one panel open at a time, and closes the open one on a second click', async () => {
    renderPage(<AnimationDemoPage />);
    expect(openPanels()).toEqual(['Scroll reveal']);
    await userEvent.click(screen.getByRole('button', { name: 'Expandable sections' }));
    expect(openPanels()).toEqual(['Expandable sections']);
    await userEvent.click(screen.getByRole('button', { name: 'Completion overlay' }));
    expect(openPanels()).toEqual(['Completion overlay']);
    await userEvent.click(screen.getByRole('button', { name: 'Completion overlay' }));
    expect(openPanels()).toEqual([]);
  });

  it('shows the completion overlay for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<AnimationDemoPage />);
    await user.click(screen.getByRole('button', { name: 'Completion overlay' }));
    await user.click(screen.getByRole('button', { name: 'Complete a milestone' }));
    expect(screen.getByText('Milestone complete!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(COMPLETION_OVERLAY_MS);
    });
    expect(screen.queryByText('Milestone complete!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete a milestone' })).toBeEnabled();
  });
});
