import { render, screen } from '@testing-library/react';
import { FakeIntersectionObserver } from '../../__test-utils__/fake-intersection-observer';
import { preferReducedMotion } from '../../__test-utils__/prefer-reduced-motion';
import { Reveal } from '../reveal';

const placeAt = (top: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

function renderReveal() {
  render(
    <Reveal>
      <p>Founders Never Solo</p>
    </Reveal>,
  );
  return screen.getByText('Founders Never Solo').parentElement as HTMLElement;
}

describe('Reveal', () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => jest.restoreAllMocks());

  it('below the fold, waits hidden, 50px lower and slightly tilted, until 10 percent of it is in view', () => {
    placeAt(window.innerHeight + 200);
    const wrapper = renderReveal();
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper.style.opacity).toBe('0');
    expect(wrapper.style.transform).toBe('translateY(50px) rotate(3.7deg)');
    expect(FakeIntersectionObserver.latest.options.threshold).toBe(0.1);
  });

  it('rises into place once it scrolls into view (at once where the browser cannot animate)', async () => {
    placeAt(window.innerHeight + 200);
    const wrapper = renderReveal();
    FakeIntersectionObserver.latest.reportAll(true);
    await Promise.resolve();
    expect(wrapper).not.toHaveAttribute('style', expect.stringContaining('opacity'));
    expect(wrapper.style.transform).toBe('');
  });

  it('in the first viewport, stays in place: what the visitor already sees never disappears', () => {
    placeAt(100);
    const wrapper = renderReveal();
    expect(wrapper.style.opacity).toBe('');
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

  it('renders children in place, never hidden, when reduced motion is preferred', () => {
    preferReducedMotion(true);
    placeAt(window.innerHeight + 200);
    render(
      <Reveal as="section" className="intro">
        <h2>Our Purpose</h2>
      </Reveal>,
    );
    const section = screen.getByRole('heading', { name: 'Our Purpose' }).parentElement as HTMLElement;
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass('intro');
    expect(section.style.opacity).toBe('');
    expect(section).toBeVisible();
  });
});
