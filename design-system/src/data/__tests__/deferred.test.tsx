import { act, render, screen } from '@testing-library/react';
import { type Deferred, isNotFound, MovedError, movedTo, NotFoundError, settle, useDeferred } from '../deferred';

/** A promise the test settles when it chooses. */
function controlled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs `change` (settling a promise) in an async act, so React renders what the promise's callbacks set. */
const inAsyncAct = (change: () => void) =>
  act(() => {
    change();
    return Promise.resolve();
  });

function Show({ value }: { value: Deferred<string> }) {
  const state = useDeferred(value);
  if (state.status === 'loading') return <p role="status">loading</p>;
  if (state.status === 'error') return <p role="alert">{`${state.error.name}: ${state.error.message}`}</p>;
  return <p>{`data: ${state.data}`}</p>;
}

describe('settle', () => {
  it('keeps what a promise gave, as plain data', async () => {
    await expect(settle(Promise.resolve([1, 2]))).resolves.toEqual({ status: 'loaded', data: [1, 2] });
  });

  it('keeps the name and message of an error, and of anything else thrown', async () => {
    await expect(settle(Promise.reject(new TypeError('bad')))).resolves.toEqual({ status: 'error', error: { name: 'TypeError', message: 'bad' } });
    await expect(settle(Promise.reject(new NotFoundError('gone')))).resolves.toEqual({
      status: 'error',
      error: { name: 'NotFoundError', message: 'gone' },
    });
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test: a rejection with something other than an Error
    await expect(settle(Promise.reject('boom'))).resolves.toEqual({ status: 'error', error: { name: 'Error', message: 'boom' } });
  });

  it('gives back a value the server already settled', async () => {
    const sent = { status: 'loaded', data: 'x' } as const;
    await expect(settle(sent)).resolves.toBe(sent);
  });

  it('survives JSON, as it is sent with the page', async () => {
    const settled = await settle(Promise.reject(new NotFoundError('gone')));
    const received = JSON.parse(JSON.stringify(settled)) as typeof settled;
    expect(received.status === 'error' && isNotFound(received.error)).toBe(true);
    expect(isNotFound({ name: 'Error' })).toBe(false);
  });

  it('keeps where data that moved lives now, through JSON too', async () => {
    const settled = await settle(Promise.reject(new MovedError('/blog/new-slug?ref=mail')));
    const received = JSON.parse(JSON.stringify(settled)) as typeof settled;
    expect(received.status === 'error' && movedTo(received.error)).toBe('/blog/new-slug?ref=mail');
    expect(movedTo(new NotFoundError('/blog/elsewhere'))).toBeUndefined();
  });
});

describe('useDeferred', () => {
  it('is loading until its promise settles, then shows the data', async () => {
    const { promise, resolve } = controlled<string>();
    render(<Show value={promise} />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await inAsyncAct(() => resolve('posts'));
    expect(screen.getByText('data: posts')).toBeInTheDocument();
  });

  it('shows a rejected promise as an error', async () => {
    const { promise, reject } = controlled<string>();
    render(<Show value={promise} />);
    await inAsyncAct(() => reject(new NotFoundError('Post not found or not published.')));
    expect(screen.getByRole('alert')).toHaveTextContent('NotFoundError: Post not found or not published.');
  });

  it('shows a value the server settled at once, without a loading state', () => {
    const { rerender } = render(<Show value={{ status: 'loaded', data: 'from the server' }} />);
    expect(screen.getByText('data: from the server')).toBeInTheDocument();
    rerender(<Show value={{ status: 'error', error: { name: 'Error', message: 'HTTP error! status: 503' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: HTTP error! status: 503');
  });

  it('follows a new value: loading again, and an older promise settling late changes nothing', async () => {
    const first = controlled<string>();
    const second = controlled<string>();
    const { rerender } = render(<Show value={first.promise} />);
    await inAsyncAct(() => first.resolve('first'));
    expect(screen.getByText('data: first')).toBeInTheDocument();

    const third = controlled<string>();
    rerender(<Show value={second.promise} />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    rerender(<Show value={third.promise} />);
    await inAsyncAct(() => second.resolve('second'));
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await inAsyncAct(() => third.resolve('third'));
    expect(screen.getByText('data: third')).toBeInTheDocument();
  });
});
