import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILLED_TICK_MS } from '../../field/use-filled-tick';
import { Checkbox } from '../checkbox';

describe('Checkbox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is labelled, required and described by its error', () => {
    render(<Checkbox label="I agree to the terms" required error="Please select at least one option." />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please select at least one option. Try this instead');
  });

  it('flashes the gold tick when checked, not when unchecked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    render(<Checkbox label="Send me updates" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me updates' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('filled-tick')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FILLED_TICK_MS));
    expect(screen.queryByTestId('filled-tick')).not.toBeInTheDocument();
    await user.click(box);
    expect(screen.queryByTestId('filled-tick')).not.toBeInTheDocument();
  });
});
