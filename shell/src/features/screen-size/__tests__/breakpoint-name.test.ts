import { breakpointName } from '../screen-size-readout';

describe('breakpointName', () => {
  it.each([
    [375, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1536, '2xl'],
  ])('%i px → %s', (width, name) => {
    expect(breakpointName(width)).toBe(name);
  });
});
