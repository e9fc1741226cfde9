import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver as FakeObserver } from '../../__test-utils__/fake-intersection-observer';
import { TableOfContents } from '../table-of-contents';
import { TOC_SCROLL_OFFSET_PX } from '../scroll-to-section';
import { SCROLL_SPY_PIN_MS, SCROLL_SPY_ROOT_MARGIN, SCROLL_SPY_THRESHOLD } from '../use-scroll-spy';

const items = [
  { id: 'intro', title: 'Introduction' },
  { id: 'data', title: 'Data We Collect' },
  { id: 'contact', title: 'Contact Us' },
];

function renderToc() {
  return render(
    <>
      <TableOfContents items={items} />
      {items.map((item) => (
        <section key={item.id} id={item.id}>
          <h2>{item.title}</h2>
        </section>
      ))}
    </>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const current = () =>
  screen
    .getAllByRole('link')
    .filter((element) => element.getAttribute('aria-current') === 'true')
    .map((element) => element.textContent);

describe('TableOfContents', () => {
  const scrollTo = jest.fn<void, [ScrollToOptions?]>();
  beforeEach(() => {
    FakeObserver.install();
    window.scrollTo = scrollTo;
    scrollTo.mockClear();
    window.history.replaceState({ idx: 3 }, '', '/privacy-policy');
  });

  it('names the navigation, links every section and watches them with the in-view margins', () => {
    renderToc();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(link('Data We Collect')).toHaveAttribute('href', '#data');
    expect(FakeObserver.latest.options).toEqual({ rootMargin: SCROLL_SPY_ROOT_MARGIN, threshold: SCROLL_SPY_THRESHOLD });
    expect(SCROLL_SPY_ROOT_MARGIN).toBe('-100px 0px -300px 0px');
    expect(FakeObserver.latest.observed.map((element) => element.id)).toEqual(['intro', 'data', 'contact']);
  });

  it('highlights the first section until another comes into view', () => {
    renderToc();
    expect(current()).toEqual(['Introduction']);
    FakeObserver.latest.report({ intro: false, data: true, contact: true });
    expect(current()).toEqual(['Data We Collect']);
    FakeObserver.latest.report({ data: false });
    expect(current()).toEqual(['Contact Us']);
  });

  it('scrolls a clicked section to 100px below the top, sets the hash and keeps the router state', async () => {
    renderToc();
    const target = document.getElementById('contact')!;
    jest.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    await userEvent.click(link('Contact Us'));
    expect(TOC_SCROLL_OFFSET_PX).toBe(100);
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'smooth' });
    expect(window.location.hash).toBe('#contact');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(current()).toEqual(['Contact Us']);
    expect(target).toHaveFocus();
  });

  it('keeps the clicked section highlighted until its scroll ends', async () => {
    renderToc();
    await userEvent.click(link('Contact Us'));
    FakeObserver.latest.report({ data: true, contact: true });
    expect(current()).toEqual(['Contact Us']);
    act(() => {
      window.dispatchEvent(new Event('scrollend'));
    });
    FakeObserver.latest.report({ data: true, contact: true });
    expect(current()).toEqual(['Data We Collect']);
  });

  it('releases the highlight after a while when no scroll happens', async () => {
    jest.useFakeTimers();
    try {
      renderToc();
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(link('Contact Us'));
      act(() => {
        jest.advanceTimersByTime(SCROLL_SPY_PIN_MS);
      });
      FakeObserver.latest.report({ intro: true });
      expect(current()).toEqual(['Introduction']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('jumps instantly when the user prefers reduced motion', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    renderToc();
    await userEvent.click(link('Data We Collect'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    matchMedia.mockRestore();
  });

  it('lands on the section named by the address hash', () => {
    window.history.replaceState(null, '', '/privacy-policy#data');
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 450 } as DOMRect);
    renderToc();
    expect(scrollTo).toHaveBeenCalledWith({ top: 350, behavior: 'auto' });
    expect(current()).toEqual(['Data We Collect']);
    rect.mockRestore();
  });
});
