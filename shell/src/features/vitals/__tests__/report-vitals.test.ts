import { type LCPMetric, onCLS, onINP, onLCP } from 'web-vitals';
import { reportVitals } from '../report-vitals';

// The library measures in real browsers only (jsdom paints nothing): here, what it hands the reporter.
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

describe('reportVitals', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    jest.clearAllMocks();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it("sends each of a sampled page's vitals, once final, with its page's token and the page it was first shown as", async () => {
    await reportVitals({ reportToken: 'the-page-token', rumSampleRate: 0.1 }, '/blog', () => 0.05);
    for (const measure of [onLCP, onINP, onCLS]) expect(measure).toHaveBeenCalledTimes(1);
    const sendLcp = jest.mocked(onLCP).mock.calls[0]![0];
    sendLcp({ name: 'LCP', value: 812.5 } as LCPMetric);
    expect(sendBeacon).toHaveBeenCalledWith(
      '/rum',
      JSON.stringify({ token: 'the-page-token', metric: 'LCP', value: 812.5, route: '/blog' }),
    );
  });

  it.each([
    ['a page view outside the sample', { reportToken: 'the-page-token', rumSampleRate: 0.1 }, 0.1],
    ['a page without a token (development, a release preview)', { reportToken: undefined, rumSampleRate: 1 }, 0],
  ])('measures nothing on %s', async (_case, config, draw) => {
    await reportVitals(config, '/blog', () => draw);
    expect(onLCP).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
