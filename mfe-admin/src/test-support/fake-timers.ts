import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Under jest's fake timers: lets them run `ms` and what they started settle. */
export const advanceTimers = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** A userEvent that works under jest's fake timers (its own pauses advance them). */
export const fakeTimerUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
