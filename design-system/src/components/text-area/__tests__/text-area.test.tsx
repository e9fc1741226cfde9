import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILLED_TICK_MS } from '../../field/use-filled-tick';
import { TextArea } from '../text-area';

describe('TextArea', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('defaults to 4 rows and accepts others', () => {
    render(
      <>
        <TextArea label="Message" />
        <TextArea label="Notes" rows={8} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '8');
  });

  it('shows an error hint on top when asked', () => {
    render(<TextArea label="Message" error="Please enter a message" errorPlacement="top" />);
    expect(screen.getByRole('alert')).toHaveClass('top');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('flashes the gold tick when filled', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TextArea label="Message" />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(screen.getByTestId('filled-tick')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FILLED_TICK_MS));
    expect(screen.queryByTestId('filled-tick')).not.toBeInTheDocument();
  });
});
