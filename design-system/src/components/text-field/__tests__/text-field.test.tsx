import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FILLED_TICK_MS } from '../../field/use-filled-tick';
import { TextField } from '../text-field';

const tick = () => screen.queryByTestId('filled-tick');

describe('TextField', () => {
  it('ties the label, hint and required star to the input', () => {
    render(<TextField label="Email" hint="We never share it." required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never share it.');
    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the input invalid and describes it with the error hint', async () => {
    const onErrorClose = jest.fn();
    render(
      <TextField label="Email" error="This email address appears to be invalid." errorPlacement="right" onErrorClose={onErrorClose} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This email address appears to be invalid. Try this instead');
    expect(screen.getByRole('alert')).toHaveClass('right');
    await userEvent.click(screen.getByRole('button', { name: 'Close error message' }));
    expect(onErrorClose).toHaveBeenCalledTimes(1);
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  describe('gold tick', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('flashes for 1000 ms when an uncontrolled field becomes filled', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<TextField label="Name" />);
      expect(tick()).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      expect(tick()).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(FILLED_TICK_MS - 10));
      expect(tick()).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10));
      expect(tick()).not.toBeInTheDocument();
    });

    it('does not flash when the field starts filled', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<TextField label="Name" defaultValue="Ada" />);
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'm');
      expect(tick()).not.toBeInTheDocument();
    });

    it('works for controlled fields and re-arms after being cleared', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      function Controlled() {
        const [value, setValue] = useState('');
        return <TextField label="Company" value={value} onChange={(event) => setValue(event.target.value)} />;
      }
      render(<Controlled />);
      const input = screen.getByRole('textbox', { name: 'Company' });
      await user.type(input, 'X');
      expect(tick()).toBeInTheDocument();
      expect(input).toHaveValue('X');
      act(() => jest.advanceTimersByTime(FILLED_TICK_MS));
      expect(tick()).not.toBeInTheDocument();
      await user.clear(input);
      await user.type(input, 'Y');
      expect(tick()).toBeInTheDocument();
    });
  });
});
