import { act } from '@testing-library/react';

/** A stand-in IntersectionObserver the test drives by hand (jsdom has none that reports). */
export class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver;
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.latest = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element);
  }
  disconnect() {
    this.observed = [];
  }
  takeRecords() {
    return [];
  }
  /** Reports the elements with these ids as inside (true) or outside (false) the band. */
  report(states: Record<string, boolean>) {
    this.reportEntries(Object.entries(states).map(([id, isIntersecting]) => ({ target: document.getElementById(id)!, isIntersecting })));
  }
  /** Reports every observed element as inside (true) or outside (false) the band. */
  reportAll(isIntersecting: boolean) {
    this.reportEntries(this.observed.map((target) => ({ target, isIntersecting })));
  }
  private reportEntries(entries: { target: Element; isIntersecting: boolean }[]) {
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }

  /** Installs the fake on window. */
  static install() {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
