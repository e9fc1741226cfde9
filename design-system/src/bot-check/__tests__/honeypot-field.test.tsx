import { act, fireEvent, render, screen } from '@testing-library/react';
import { HoneypotField } from '../honeypot-field';
import { useBotCheck, type BotCheckFields } from '../use-bot-check';

let sent: Promise<BotCheckFields> | undefined;

/** An open form with its bot check, as the contact and newsletter forms use it. */
function SignUp() {
  const bot = useBotCheck('newsletterSubmit');
  return (
    <form
      aria-label="Sign up"
      onFocus={bot.warmUp}
      onSubmit={(event) => {
        event.preventDefault();
        sent = bot.fields();
      }}
    >
      <label htmlFor="email">Email</label>
      <input id="email" type="email" />
      <HoneypotField ref={bot.honeypot} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the honeypot and fill time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a field people never meet: off-screen, hidden from assistive technology, out of the tab order, not autofilled', () => {
    const { container } = render(<SignUp />);
    // People (and screen readers) find the form's one field only.
    expect(screen.getAllByRole('textbox', { hidden: false })).toEqual([screen.getByLabelText('Email')]);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('honeypot');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAccessibleName('Leave this field empty');
  });

  it('sends the time the form was open and an empty honeypot from a person', async () => {
    render(<SignUp />);
    act(() => jest.advanceTimersByTime(4_321));
    fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));
    await expect(sent).resolves.toEqual({ website: '', elapsedMs: 4_321, token: undefined });
  });

  it('sends what a bot wrote into the honeypot', async () => {
    const { container } = render(<SignUp />);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));
    await expect(sent).resolves.toMatchObject({ website: 'https://spam.example', elapsedMs: 0 });
  });
});
