import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLETION_OVERLAY_MS } from '@fns/design-system/forms';
import { renderPage } from '../../../test-support/render-page';
import { DEMO_ERRORS } from '../error-hints-demo';
import FormDemoPage from '../form-demo-page';

const DEMO_TEXTS = [
  'This email address appears to be invalid.',
  'Please select at least one option.',
  'Your password must be at least 8 characters.',
  'This username is already taken.',
  'Please enter a valid email address',
];

describe('Form Demo', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the five demo error texts in all four placements, each with "Try this instead"', () => {
    renderPage(<FormDemoPage />);
    const section = screen.getByRole('region', { name: 'Error hints' });
    const alerts = within(section).getAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual(DEMO_TEXTS);
    for (const alert of alerts) expect(alert).toHaveTextContent('Try this instead');
    expect(new Set(DEMO_ERRORS.map((demo) => demo.placement))).toEqual(new Set(['top', 'right', 'bottom', 'left']));
    expect(within(section).getAllByRole('button', { name: 'Close error message' })).toHaveLength(4);
  });

  it('closes an error hint and brings every hint back', async () => {
    renderPage(<FormDemoPage />);
    const section = screen.getByRole('region', { name: 'Error hints' });
    const showAll = within(section).getByRole('button', { name: 'Show all error hints' });
    expect(showAll).toBeDisabled();
    await userEvent.click(within(section).getAllByRole('button', { name: 'Close error message' })[3]!);
    expect(within(section).queryByText('This username is already taken.')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Username (error on the left)')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(showAll);
    expect(within(section).getByText('This username is already taken.')).toBeInTheDocument();
  });

  it('marks required fields with a star', () => {
    renderPage(<FormDemoPage />);
    const section = screen.getByRole('region', { name: 'Required markers' });
    expect(within(section).getByRole('textbox', { name: 'Required field' })).toBeRequired();
    expect(within(section).getByText('Required field').querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    expect(within(section).getByRole('textbox', { name: 'Optional field' })).not.toBeRequired();
  });

  it('opens the completion overlay when the sample contact form is submitted', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<FormDemoPage />);
    const form = screen.getByRole('form', { name: 'Sample contact form' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Message sent!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(COMPLETION_OVERLAY_MS);
    });
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
  });
});
