import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { uploadImage } from '../../../lib/media-api';
import type { MediaImage } from '../../../lib/media-types';
import { answer, installFetchMock } from '../../../test-support/fetch-mock';
import { pngFile, UPLOADED } from '../../media/__tests__/media-fixtures';
import { chooseImageFile, insertUploadedImage, type ImageEditor } from '../quill-image-upload';

type TextChange = Parameters<ImageEditor['on']>[1];

/** Stands in for Quill: the cursor at `index`, and the text changes it reports. */
function editorAt(index: number) {
  const listeners = new Set<TextChange>();
  const editor = {
    getSelection: jest.fn(() => ({ index })),
    insertEmbed: jest.fn(),
    on: (_event: 'text-change', handler: TextChange) => listeners.add(handler),
    off: (_event: 'text-change', handler: TextChange) => listeners.delete(handler),
  } satisfies ImageEditor;
  /** A change that moves every later place by `shift` characters. */
  const type = (shift: number) => listeners.forEach((listener) => listener({ transformPosition: (position: number) => position + shift }));
  return { editor, type, listeners };
}

const fetchMock = installFetchMock();

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe('insertUploadedImage', () => {
  it('uploads the file and inserts the image by its site path where the cursor was', async () => {
    fetchMock.mockResolvedValue(answer(201, UPLOADED));
    const { editor, listeners } = editorAt(7);
    await insertUploadedImage(editor, pngFile(), uploadImage);
    expect(editor.getSelection).toHaveBeenCalledWith(true);
    expect(editor.insertEmbed).toHaveBeenCalledWith(7, 'image', UPLOADED.url, 'api');
    expect(listeners.size).toBe(0);
  });

  it('follows the edits made during the upload', async () => {
    let finish: (image: MediaImage) => void = () => undefined;
    const { editor, type } = editorAt(7);
    const inserted = insertUploadedImage(editor, pngFile(), () => new Promise((resolve) => (finish = resolve)));
    type(3);
    type(-1);
    finish(UPLOADED);
    await inserted;
    expect(editor.insertEmbed).toHaveBeenCalledWith(9, 'image', UPLOADED.url, 'api');
  });

  it('inserts nothing when the upload fails', async () => {
    const { editor, listeners } = editorAt(0);
    await insertUploadedImage(editor, pngFile(), () => Promise.resolve(null));
    expect(editor.insertEmbed).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe('chooseImageFile', () => {
  it("offers SPEC's image types through one hidden input, and hands over the file chosen", async () => {
    const container = document.createElement('div');
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const first = jest.fn<void, [File]>();
    const second = jest.fn<void, [File]>();
    chooseImageFile(container, first);
    chooseImageFile(container, second);

    const inputs = container.querySelectorAll('input');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ type: 'file', accept: 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon', hidden: true });
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();

    const file = pngFile();
    await userEvent.upload(inputs[0]!, file);
    expect(second).toHaveBeenCalledWith(file);
    expect(first).not.toHaveBeenCalled();
    expect(inputs[0]!.value).toBe('');
  });
});
