import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PairedAction } from '../paired-action';
import { ACKNOWLEDGE_MS, RESPONSE_DISPLAY_MS, RESPONSE_SETTLE_MS, SIMULATED_PROCESSING_MS } from '../use-paired-action';

/** A callback that returns a promise makes act async: it also flushes the promise callbacks that the timers release. */
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
    return Promise.resolve();
  });

describe('PairedAction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (props: Partial<Parameters<typeof PairedAction>[0]> = {}) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(
      <PairedAction responseText="A mentor will reach out" {...props}>
        Request a mentor
      </PairedAction>,
    );
    return { user, unmount, button: screen.getByRole('button'), status: screen.getByRole('status') };
  };

  it('walks idle, acknowledge, processing, complete and back to idle without an action', async () => {
    const { user, button, status } = setup();
    expect(button).toHaveAccessibleName('Request a mentor');
    expect(status).toHaveTextContent('');

    await user.click(button);
    expect(button).toBeDisabled();
    expect(status).toHaveTextContent('Acknowledged');

    await advance(ACKNOWLEDGE_MS - 1);
    expect(status).toHaveTextContent('Acknowledged');
    await advance(1);
    expect(status).toHaveTextContent('Processing');
    expect(button).toHaveAttribute('aria-busy', 'true');

    await advance(SIMULATED_PROCESSING_MS - 1);
    expect(status).toHaveTextContent('Processing');
    await advance(1);
    expect(status).toHaveTextContent('A mentor will reach out');
    expect(button).toHaveAccessibleName('A mentor will reach out');

    await advance(RESPONSE_DISPLAY_MS - 1);
    expect(button).toBeDisabled();
    await advance(1);
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleName('Request a mentor');
    expect(status).toHaveTextContent('');
  });

  it('uses a custom processing label', async () => {
    const { user, status } = setup({ processingLabel: 'Matching you' });
    await user.click(screen.getByRole('button'));
    await advance(ACKNOWLEDGE_MS);
    expect(status).toHaveTextContent('Matching you');
  });

  it('completes 600 ms after the action resolves', async () => {
    let resolve: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((done) => (resolve = done)));
    const onComplete = jest.fn();
    const { user, status } = setup({ action, onComplete });

    await user.click(screen.getByRole('button'));
    expect(action).not.toHaveBeenCalled();
    await advance(ACKNOWLEDGE_MS);
    expect(action).toHaveBeenCalledTimes(1);

    await advance(5000);
    expect(status).toHaveTextContent('Processing');

    await act(() => {
      resolve();
      return Promise.resolve();
    });
    await advance(RESPONSE_SETTLE_MS - 1);
    expect(status).toHaveTextContent('Processing');
    await advance(1);
    expect(status).toHaveTextContent('A mentor will reach out');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows the error text when the action rejects, then returns to idle', async () => {
    const action = jest.fn(() => Promise.reject(new Error('nope')));
    const { user, button, status } = setup({ action, errorText: 'Could not connect' });
    await user.click(button);
    await advance(ACKNOWLEDGE_MS);
    expect(status).toHaveTextContent('Could not connect');
    await advance(RESPONSE_DISPLAY_MS);
    expect(button).toBeEnabled();
  });

  it('ignores clicks while busy and clears timers on unmount', async () => {
    const { user, button, status, unmount } = setup();
    await user.click(button);
    await user.click(button);
    expect(status).toHaveTextContent('Acknowledged');
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
