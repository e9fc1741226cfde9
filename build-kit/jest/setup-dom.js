// Shared setup of the frontend Jest projects. Tests of plain modules may opt into the node environment.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  const { TextDecoder, TextEncoder } = require('node:util');
  // jsdom lacks these; react-router and motion read them.
  Object.assign(globalThis, { TextDecoder, TextEncoder });
  // jsdom has no Request, Response or Headers, and a data router builds a Request for every
  // navigation: Node's own are taken from outside the test's window.
  const { runInThisContext } = require('node:vm');
  for (const name of ['Request', 'Response', 'Headers']) {
    if (typeof globalThis[name] === 'undefined') globalThis[name] = runInThisContext(name);
  }
  window.scrollTo = () => {};
  if (!window.PointerEvent) {
    // jsdom has no PointerEvent; a MouseEvent with a pointer id is enough for components' handlers.
    window.PointerEvent = class PointerEvent extends window.MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.IntersectionObserver) {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
}
