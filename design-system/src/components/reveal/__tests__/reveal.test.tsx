import { render, screen, waitFor } from '@testing-library/react';
import { useReducedMotion } from 'framer-motion';
import { renderWithMotion } from '../../__test-utils__/render-with-motion';
import { Reveal } from '../reveal';

jest.mock('framer-motion', () => ({
  ...jest.requireActual<typeof import('framer-motion')>('framer-motion'),
  useReducedMotion: jest.fn(() => false),
}));
const mockedReducedMotion = jest.mocked(useReducedMotion);

describe('Reveal', () => {
  afterEach(() => mockedReducedMotion.mockReturnValue(false));

  afterEach(() => jest.restoreAllMocks());

  it('below the fold, waits hidden, 50px lower and slightly tilted until it scrolls into view', async () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight + 200 } as DOMRect);
    renderWithMotion(
      <Reveal>
        <p>Founders Never Solo</p>
      </Reveal>,
    );
    const wrapper = screen.getByText('Founders Never Solo').parentElement as HTMLElement;
    expect(wrapper.tagName).toBe('DIV');
    await waitFor(() => expect(wrapper.style.opacity).toBe('0'));
    expect(wrapper.style.transform).toContain('translateY(50px)');
    expect(wrapper.style.transform).toContain('rotate(3.7deg)');
  });

  it('in the first viewport, stays in place: what the visitor already sees never disappears', async () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    renderWithMotion(
      <Reveal>
        <p>Founders Never Solo</p>
      </Reveal>,
    );
    const wrapper = screen.getByText('Founders Never Solo').parentElement as HTMLElement;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(wrapper.style.opacity).not.toBe('0');
    expect(wrapper).toBeVisible();
  });

  it('renders the requested element', () => {
    render(
      <ul>
        <Reveal as="li">Step one</Reveal>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Step one');
  });

  it('renders children without any transform when reduced motion is preferred', () => {
    mockedReducedMotion.mockReturnValue(true);
    renderWithMotion(
      <Reveal as="section" className="intro">
        <h2>Our Purpose</h2>
      </Reveal>,
    );
    const section = screen.getByRole('heading', { name: 'Our Purpose' }).parentElement as HTMLElement;
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass('intro');
    expect(section).not.toHaveAttribute('style');
    expect(section).toBeVisible();
  });
});
