import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorHint } from '../error-hint';

describe('ErrorHint', () => {
  it('shows the message and always adds "Try this instead"', () => {
    render(<ErrorHint message="This username is already taken." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This username is already taken.');
    expect(alert).toHaveTextContent('Try this instead');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a close button labelled "Close error message" when onClose is given', async () => {
    const onClose = jest.fn();
    render(<ErrorHint message="Please enter a valid email address" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close error message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['top', 'right', 'bottom', 'left'] as const)('marks the %s placement', (placement) => {
    render(<ErrorHint message="Invalid" placement={placement} />);
    expect(screen.getByRole('alert')).toHaveClass(placement);
  });

  it('defaults to the bottom placement', () => {
    render(<ErrorHint message="Invalid" />);
    expect(screen.getByRole('alert')).toHaveClass('bottom');
  });
});
