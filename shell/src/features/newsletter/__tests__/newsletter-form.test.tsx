import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '../newsletter-form';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the footer newsletter form', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<NewsletterForm />);
    return user;
  };

  it("subscribes with the bot check's fields: the honeypot empty, the time the form was open", async () => {
    fetchMock.mockResolvedValue(answer(201, { message: 'Thanks for subscribing! Look out for our next letter.' }));
    const user = setup();
    act(() => jest.advanceTimersByTime(7_500));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'reader@example.com', page: '/', source: {}, website: '', elapsedMs: 7_500 });
    expect(await screen.findByText('Thanks for subscribing! Look out for our next letter.')).toHaveAttribute('role', 'status');
  });

  it('shows people one field: the honeypot is off the tab order and hidden from assistive technology', async () => {
    const user = setup();
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Email address' })]);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it("shows the service's message when it refuses", async () => {
    fetchMock.mockResolvedValue(answer(503, { message: 'The database is unavailable right now.' }));
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable right now.');
  });
});
