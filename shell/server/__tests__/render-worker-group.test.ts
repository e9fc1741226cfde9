/** @jest-environment node */
import { type RenderWorker, RenderWorkerGroup } from '../render-workers';
import type { PageSink } from '../render/render-page';

/** A stand-in thread: it renders nothing, counts what it is given, and can be stopped or fail to start. */
function fakeWorker({ busy = 0, alive = true, ready = Promise.resolve<string[]>([]) } = {}) {
  const given: string[] = [];
  const worker = {
    busy,
    alive,
    ready,
    retired: false,
    given,
    render: (request: { url: string }) => {
      given.push(request.url);
      return Promise.resolve({});
    },
    retire() {
      this.retired = true;
    },
  };
  return worker;
}
type Fake = ReturnType<typeof fakeWorker>;

const groupOf = (workers: Fake[]) => {
  const queue = [...workers];
  return new RenderWorkerGroup(workers.length, () => queue.shift() as unknown as RenderWorker);
};
const sink: PageSink = { head: () => undefined, write: () => undefined, end: () => undefined };
const page = (url: string) => ({ url, siteUrl: 'https://foundersneversolo.com' });

describe('RenderWorkerGroup', () => {
  it('gives each page to the thread rendering the fewest, and none to one that stopped', async () => {
    const [busy, idle, stopped] = [fakeWorker({ busy: 3 }), fakeWorker({ busy: 1 }), fakeWorker({ alive: false })];
    const group = groupOf([busy, idle, stopped]);
    await group.render(page('/a'), sink);
    expect({ busy: busy.given, idle: idle.given, stopped: stopped.given }).toEqual({ busy: [], idle: ['/a'], stopped: [] });
    // One stopped: the set is not alive (it is started again), and meanwhile the others render.
    expect(group.alive).toBe(false);
  });

  it('is ready when every thread is, with the remotes the first could not load', async () => {
    const group = groupOf([fakeWorker({ ready: Promise.resolve(['mfe_blog: gone']) }), fakeWorker()]);
    await expect(group.ready).resolves.toEqual(['mfe_blog: gone']);
    expect(group.alive).toBe(true);
  });

  it('ends every thread when one cannot start', async () => {
    const started = fakeWorker();
    const failing = fakeWorker({ ready: Promise.reject(new Error('the bundle threw')) });
    const group = groupOf([started, failing]);
    await expect(group.ready).rejects.toThrow('the bundle threw');
    expect({ started: started.retired, failing: failing.retired }).toEqual({ started: true, failing: true });
  });
});
