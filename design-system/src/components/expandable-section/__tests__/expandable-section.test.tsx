import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { preferReducedMotion } from '../../__test-utils__/prefer-reduced-motion';
import { ExpandableSection } from '../expandable-section';

const section = (props: Partial<Parameters<typeof ExpandableSection>[0]> = {}) => (
  <ExpandableSection title="What is Founders Never Solo?" {...props}>
    <a href="/about">Read our purpose</a>
  </ExpandableSection>
);

describe('ExpandableSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('wires the button to its region and toggles aria-expanded', async () => {
    render(section());
    const button = screen.getByRole('button', { name: 'What is Founders Never Solo?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.closest('h3')).not.toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'What is Founders Never Solo?' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).not.toHaveAttribute('inert');
    const link = screen.getByRole('link', { name: 'Read our purpose' });
    await waitFor(() => expect(link).toBeVisible());

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveAttribute('inert');
    await waitFor(() => expect(region).not.toBeVisible());
  });

  it('can start open and use another heading level', () => {
    render(section({ defaultOpen: true, headingLevel: 2 }));
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Read our purpose' })).toBeVisible();
  });

  it('keeps closed content out of the tab order', async () => {
    render(
      <>
        {section()}
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'What is Founders Never Solo?' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('hides content at once with reduced motion', async () => {
    preferReducedMotion(true);
    render(section({ defaultOpen: true }));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Read our purpose')).not.toBeVisible();
  });

  it('follows the open prop in controlled mode', async () => {
    const onToggle = jest.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return section({
        open,
        onToggle: (next) => {
          onToggle(next);
          setOpen(next);
        },
      });
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not change on its own when controlled', async () => {
    const onToggle = jest.fn();
    render(section({ open: false, onToggle }));
    await userEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });
});
