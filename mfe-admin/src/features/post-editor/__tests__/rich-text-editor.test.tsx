import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, routeFetch } from '../../../test-support/fetch-mock';
import { pngFile, UPLOADED } from '../../media/__tests__/media-fixtures';
import RichTextEditor from '../rich-text-editor';

interface StandIn {
  options: { onImage: () => void };
  embeds: unknown[][];
}

// Quill ships as ES modules Jest cannot load; this stand-in records what the editor asks of it.
jest.mock('../quill-setup', () => {
  class StandInQuill {
    static current: StandIn;
    readonly embeds: unknown[][] = [];
    readonly history = { clear: () => undefined };
    constructor(
      _container: HTMLElement,
      readonly options: StandIn['options'],
    ) {
      StandInQuill.current = this;
    }
    on() {}
    off() {}
    enable() {}
    getSelection() {
      return { index: 4 };
    }
    insertEmbed(...args: unknown[]) {
      this.embeds.push(args);
    }
  }
  return { Quill: StandInQuill, quillOptions: (onImage: () => void) => ({ onImage }) };
});

const quill = () => jest.requireMock<{ Quill: { current: StandIn } }>('../quill-setup').Quill.current;
const fetchMock = installFetchMock();

/** Presses the toolbar's image button and chooses `file` in the file picker it opens. */
function chooseImage(container: HTMLElement, file: File) {
  act(() => quill().options.onImage());
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

function renderEditor() {
  return render(
    <MemoryRouter>
      <RichTextEditor initialHtml="" onChange={() => undefined} label="Content" />
    </MemoryRouter>,
  );
}

it('uploads the image the toolbar asks for, says so meanwhile, and inserts it at the cursor', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, { 'POST /api/admin/media': () => new Promise<Response>((resolve) => (release = resolve)) });
  const { container } = renderEditor();
  chooseImage(container, pngFile());
  expect(await screen.findByRole('status')).toHaveTextContent('Uploading...');

  release(answer(201, UPLOADED));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
  expect(quill().embeds).toEqual([[4, 'image', UPLOADED.url, 'api']]);
});

it("shows a refused image's message under the editor and inserts nothing", async () => {
  const message = 'The image is too large: the limit is 10 MB.';
  routeFetch(fetchMock, { 'POST /api/admin/media': () => answer(413, { message }) });
  const { container } = renderEditor();
  chooseImage(container, pngFile('huge.png'));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(quill().embeds).toEqual([]);
});
