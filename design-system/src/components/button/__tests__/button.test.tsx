import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from '../button';
import { buttonClassName } from '../button-class-name';

describe('Button', () => {
  it('defaults to type="button" and forwards native props and ref', async () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} aria-describedby="hint">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when loading, is disabled, busy and announces "Loading"', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /submit/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Loading Submit');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when idle', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="insight" size="cta">
        Start
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Start' })).toHaveClass('button', 'insight', 'cta');
  });
});

describe('buttonClassName', () => {
  it('builds the class list for non-button elements', () => {
    expect(buttonClassName({ variant: 'secondary', size: 'form', fullWidth: true, className: 'x' })).toBe(
      'button secondary form fullWidth x',
    );
    expect(buttonClassName()).toBe('button primary md');
  });
});
