import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import type { MediaImage } from '../../../lib/media-types';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import { MediaPicker } from '../media-picker';
import { libraryImage, mediaPage, pngFile, UPLOADED } from './media-fixtures';

const fetchMock = installFetchMock();
const onChoose = jest.fn<void, [MediaImage]>();
const LIBRARY = 'GET /api/admin/media';
const UPLOAD = 'POST /api/admin/media';

function Picker() {
  return <MediaPicker fieldLabel="Image URL" onChoose={onChoose} />;
}

async function openPicker() {
  renderAt(Picker, '/admin/posts/new');
  const button = screen.getByRole('button', { name: 'Choose image for Image URL' });
  await userEvent.click(button);
  return { button, dialog: screen.getByRole('dialog', { name: 'Choose image' }) };
}

beforeEach(() => {
  fetchMock.mockReset();
  onChoose.mockReset();
  storeAuthToken('jwt');
});

it('opens a dialog that lists the library, each image named by its file and size', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, { [LIBRARY]: () => new Promise<Response>((resolve) => (release = resolve)) });
  const { dialog } = await openPicker();
  expect(dialog).toHaveAccessibleDescription('For Image URL: upload a new image, or pick one from the library.');
  expect(within(dialog).getByText('Loading images...')).toHaveAttribute('role', 'status');
  release(answer(200, mediaPage([libraryImage(1), libraryImage(2)])));
  expect(await within(dialog).findByText('2 images')).toBeInTheDocument();

  const images = within(dialog).getByRole('list', { name: 'Library' });
  const first = within(images).getByRole('button', { name: 'photo-1.png 64 × 40' });
  expect(first.querySelector('img')).toHaveAttribute('src', `${libraryImage(1).url}?w=480`);
  expect(within(images).getByRole('button', { name: 'photo-2.png 128 × 40' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, LIBRARY)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', query: { page: '1', pageSize: '12' } }),
  ]);
});

it('choosing an image hands it over, closes the dialog and gives the focus back to the button', async () => {
  routeFetch(fetchMock, { [LIBRARY]: () => answer(200, mediaPage([libraryImage(1)])) });
  const { button, dialog } = await openPicker();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'photo-1.png 64 × 40' }));
  expect(onChoose).toHaveBeenCalledWith(libraryImage(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('closes on Escape without choosing', async () => {
  routeFetch(fetchMock, { [LIBRARY]: () => answer(200, mediaPage([libraryImage(1)])) });
  const { button } = await openPicker();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(onChoose).not.toHaveBeenCalled();
});

it('uploads the chosen file with the token, says "Uploading..." meanwhile, then chooses it', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, {
    [LIBRARY]: () => answer(200, mediaPage([])),
    [UPLOAD]: () => new Promise<Response>((resolve) => (release = resolve)),
  });
  const { button, dialog } = await openPicker();
  const input = within(dialog).getByLabelText('Upload an image');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon');
  expect(input).toHaveAccessibleDescription('PNG, GIF, JPEG, BMP or ICO, at most 10\u00a0MB.');

  const file = pngFile();
  await userEvent.upload(input, file);
  expect(within(dialog).getByText('Uploading...')).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
  expect(init?.headers).toEqual({ Authorization: 'Bearer jwt' });
  expect((init?.body as FormData).get('file')).toBe(file);

  release(answer(201, UPLOADED));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onChoose).toHaveBeenCalledWith(UPLOADED);
  expect(button).toHaveFocus();
});

it("shows the server's message for a refused file and stays open", async () => {
  const message =
    'The file is not an image of an accepted type: PNG, JPEG, GIF, WebP, BMP or ICO (recognised by its content, not its name).';
  routeFetch(fetchMock, { [LIBRARY]: () => answer(200, mediaPage([])), [UPLOAD]: () => answer(415, { message }) });
  const { dialog } = await openPicker();
  await userEvent.upload(within(dialog).getByLabelText('Upload an image'), pngFile('notes.png'));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(within(dialog).queryByText('Uploading...')).not.toBeInTheDocument();
  expect(onChoose).not.toHaveBeenCalled();
});

it('says so when the library is empty', async () => {
  routeFetch(fetchMock, { [LIBRARY]: () => answer(200, mediaPage([])) });
  const { dialog } = await openPicker();
  expect(await within(dialog).findByText('No images yet. Upload one above.')).toBeInTheDocument();
  expect(within(dialog).getByText('0 images')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('shows a failed list with Try again, which asks again', async () => {
  const answers = [answer(500, { message: 'Database unavailable.' }), answer(200, mediaPage([libraryImage(1)]))];
  routeFetch(fetchMock, { [LIBRARY]: () => answers.shift()! });
  const { dialog } = await openPicker();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable.');
  expect(within(dialog).queryByText('No images yet. Upload one above.')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('button', { name: 'photo-1.png 64 × 40' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});

it('"Load more" adds the next page and moves the focus to the first image it brought', async () => {
  const firstPage = Array.from({ length: 12 }, (_, index) => libraryImage(index + 1));
  routeFetch(fetchMock, {
    [`${LIBRARY}?page=1&pageSize=12`]: () => answer(200, mediaPage(firstPage, 13)),
    [`${LIBRARY}?page=2&pageSize=12`]: () => answer(200, mediaPage([libraryImage(13)], 13, 2)),
  });
  const { dialog } = await openPicker();
  expect(await within(dialog).findByText('13 images')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
  const last = await within(dialog).findByRole('button', { name: 'photo-13.png 832 × 40' });
  expect(last).toHaveFocus();
  expect(within(within(dialog).getByRole('list', { name: 'Library' })).getAllByRole('button')).toHaveLength(13);
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
