import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '../accordion';

const items = [
  { id: 'plans', title: 'What plans do you offer?', content: 'Explorer, Founder and Accelerator.' },
  { id: 'refunds', title: 'Do you offer refunds?', content: 'A 30-day money-back guarantee.' },
  { id: 'cancel', title: 'How do I cancel?', content: 'At the end of the billing cycle.' },
];

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('opens the defaultOpenIds items', () => {
    render(<Accordion items={items} defaultOpenIds={['plans', 'cancel']} />);
    expect(expanded('What plans do you offer?')).toBe('true');
    expect(expanded('Do you offer refunds?')).toBe('false');
    expect(expanded('How do I cancel?')).toBe('true');
    expect(screen.getByText('Explorer, Founder and Accelerator.')).toBeVisible();
  });

  it('toggles items independently by default', async () => {
    const onChange = jest.fn();
    render(<Accordion items={items} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'What plans do you offer?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Do you offer refunds?' }));
    expect(expanded('What plans do you offer?')).toBe('true');
    expect(expanded('Do you offer refunds?')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(['plans', 'refunds']);

    await userEvent.click(screen.getByRole('button', { name: 'What plans do you offer?' }));
    expect(expanded('What plans do you offer?')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(['refunds']);
  });

  it('keeps at most one item open in single mode, and closes it on a second click', async () => {
    render(<Accordion items={items} single defaultOpenIds={['plans', 'refunds']} />);
    expect(expanded('What plans do you offer?')).toBe('true');
    expect(expanded('Do you offer refunds?')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'How do I cancel?' }));
    expect(expanded('How do I cancel?')).toBe('true');
    expect(expanded('What plans do you offer?')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'How do I cancel?' }));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
  });
});
