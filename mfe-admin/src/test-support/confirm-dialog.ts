import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Presses `button` and checks the dialog it opens (ConfirmDialog): its question and what follows,
 * Cancel with the focus first; Escape closes it and gives the focus back to `button`.
 */
export async function expectAskedFirst(button: HTMLElement, question: string, follows: string) {
  await userEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: question });
  expect(dialog).toHaveAccessibleDescription(follows);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
}
