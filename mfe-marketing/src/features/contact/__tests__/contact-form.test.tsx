import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import { ContactForm } from '../contact-form';
import { CONTACT_NETWORK_ERROR } from '../send-contact-message';
import { CONTACT_SUBMIT_MS, CONTACT_SUCCESS_MS } from '../use-contact-form';

/** A callback that returns a promise makes act async: it also flushes the promise callbacks the timers release. */
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
    return Promise.resolve();
  });

const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

const fields = () => ({
  name: screen.getByRole('textbox', { name: 'Name' }),
  email: screen.getByRole('textbox', { name: 'Email' }),
  subject: screen.getByRole('combobox', { name: 'Subject' }),
  message: screen.getByRole('textbox', { name: 'Message' }),
});

/** A person: reads the page for 6 seconds, then fills in every field and sends. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await advance(6_000);
  const { name, email, subject, message } = fields();
  await user.type(name, 'Ada Founder');
  await user.type(email, 'ada@example.com');
  await user.selectOptions(subject, 'partnership');
  await user.type(message, 'Shall we build together?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const setup = (props: Parameters<typeof ContactForm>[0] = {}) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm {...props} />);
    return user;
  };

  it('offers the four subjects and requires every field', () => {
    setup();
    const { name, email, subject, message } = fields();
    for (const field of [name, email, subject, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    const subjects = Array.from((subject as HTMLSelectElement).options, (option) => option.value);
    expect(subjects).toEqual(['', 'general', 'support', 'partnership', 'feedback']);
  });

  it('sends, shows "Sending..." for 1.5 s, then success for 3 s, then clears the form', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: 'Thanks, we got it.' }));
    const user = setup();
    await fillAndSend(user);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Founder',
      email: 'ada@example.com',
      subject: 'partnership',
      message: 'Shall we build together?',
      // The bot check's fields: the honeypot empty, the form open for as long as the person took.
      website: '',
      elapsedMs: 6_000,
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    for (const field of Object.values(fields())) expect(field).toBeDisabled();

    await advance(CONTACT_SUBMIT_MS - 1);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks, we got it.');
    for (const field of Object.values(fields())) expect(field).toBeDisabled();

    await advance(CONTACT_SUCCESS_MS - 1);
    expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    const { name, email, subject, message } = fields();
    for (const field of [name, email, message, subject]) {
      expect(field).toBeEnabled();
      expect(field).toHaveValue('');
    }
  });

  it('keeps "Sending..." until a slow server answers', async () => {
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const user = setup();
    await fillAndSend(user);
    await advance(CONTACT_SUBMIT_MS + 2000);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(() => {
      respond(answer(201, {}));
      return Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Thank you for your message! We'll get back to you soon.");
  });

  it('reaches "Error Sending" with the server message, keeps the text and lets the visitor retry', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { message: 'Too many requests from your network.' }));
    const user = setup();
    await fillAndSend(user);
    await advance(CONTACT_SUBMIT_MS);

    expect(screen.getByRole('button', { name: 'Error Sending' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests from your network.');
    expect(fields().name).toBeEnabled();
    expect(fields().name).toHaveValue('Ada Founder');
    expect(fields().message).toHaveValue('Shall we build together?');

    await user.type(fields().message, ' Please!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(answer(201, { message: 'Sent at last.' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await advance(CONTACT_SUBMIT_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Sent at last.');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toMatchObject({ message: 'Shall we build together? Please!' });
  });

  it('retries straight from the "Error Sending" button', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201, {}));
    const user = setup();
    await fillAndSend(user);
    await advance(CONTACT_SUBMIT_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_NETWORK_ERROR);
    await user.click(screen.getByRole('button', { name: 'Error Sending' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await advance(CONTACT_SUBMIT_MS);
    expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeInTheDocument();
  });

  it('falls back to a message naming the status when the server sends none', async () => {
    fetchMock.mockResolvedValue(answer(502, 'not json'));
    const user = setup();
    await fillAndSend(user);
    await advance(CONTACT_SUBMIT_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send your message (HTTP 502). Please try again.');
  });

  it('has a honeypot field that people never meet, and sends what a bot writes into it', async () => {
    fetchMock.mockResolvedValue(answer(201, {}));
    const user = setup();
    // Not among the fields people (and screen readers) find; off the tab order.
    expect(screen.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(['name', 'email', 'message']);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();

    trap.value = 'https://spam.example';
    await fillAndSend(user);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ website: 'https://spam.example' });
  });

  it('starts with a preselected subject', () => {
    setup({ initialSubject: 'support' });
    expect(fields().subject).toHaveValue('support');
  });
});
