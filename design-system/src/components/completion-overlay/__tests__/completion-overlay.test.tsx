import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { COMPLETION_OVERLAY_MS, CompletionOverlay } from '../completion-overlay';

describe('CompletionOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces the message politely and calls onComplete once after 3000 ms', () => {
    const onComplete = jest.fn();
    render(<CompletionOverlay open message="Message sent" detail="We'll reply soon." onComplete={onComplete} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent("Message sentWe'll reply soon.");

    act(() => jest.advanceTimersByTime(COMPLETION_OVERLAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(COMPLETION_OVERLAY_MS * 2));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('honours a custom duration', () => {
    const onComplete = jest.fn();
    render(<CompletionOverlay open message="Done" durationMs={500} onComplete={onComplete} />);
    act(() => jest.advanceTimersByTime(500));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('renders nothing visible while closed', () => {
    render(<CompletionOverlay open={false} message="Done" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears its timer when closed early or unmounted', () => {
    const onComplete = jest.fn();
    const { rerender, unmount } = render(<CompletionOverlay open message="Done" onComplete={onComplete} />);
    act(() => jest.advanceTimersByTime(1000));
    rerender(<CompletionOverlay open={false} message="Done" onComplete={onComplete} />);
    act(() => jest.advanceTimersByTime(COMPLETION_OVERLAY_MS));
    expect(onComplete).not.toHaveBeenCalled();

    rerender(<CompletionOverlay open message="Done" onComplete={onComplete} />);
    unmount();
    act(() => jest.advanceTimersByTime(COMPLETION_OVERLAY_MS));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('closes when the parent reacts to onComplete', () => {
    function Demo() {
      const [open, setOpen] = useState(true);
      return <CompletionOverlay open={open} message="Thanks!" onComplete={() => setOpen(false)} />;
    }
    render(<Demo />);
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COMPLETION_OVERLAY_MS));
    expect(screen.queryByText('Thanks!')).not.toBeInTheDocument();
  });
});
