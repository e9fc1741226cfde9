import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from '../dialog';

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Join the wait list
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Join the wait list"
        description="Early access for founders."
        initialFocusRef={withInitialFocus ? emailRef : undefined}
      >
        <label>
          Email <input ref={emailRef} type="email" />
        </label>
        <button type="submit">Submit</button>
      </Dialog>
      <Dialog open={false} onClose={() => undefined} title="Other dialog">
        <p>Never shown</p>
      </Dialog>
    </>
  );
}

const openDialog = async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Join the wait list' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
};

describe('Dialog', () => {
  it('renders only the open dialog, labelled by its title, in a portal', async () => {
    const { dialog } = await openDialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Join the wait list');
    expect(dialog).toHaveAccessibleDescription('Early access for founders.');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
  });

  it('moves focus to the first focusable element and locks body scroll', async () => {
    const { dialog } = await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses initialFocusRef when given', async () => {
    const user = userEvent.setup();
    render(<Harness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Join the wait list' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('wraps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the Close button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Early access for founders.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
