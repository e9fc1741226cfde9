import Quill, { type QuillOptions } from 'quill/core';
import Blockquote from 'quill/formats/blockquote';
import Bold from 'quill/formats/bold';
import Header from 'quill/formats/header';
import Image from 'quill/formats/image';
import Indent from 'quill/formats/indent';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import List from 'quill/formats/list';
import Strike from 'quill/formats/strike';
import Underline from 'quill/formats/underline';
import Toolbar from 'quill/modules/toolbar';
import SnowTheme from 'quill/themes/snow';
import { IMAGE_ACCEPT } from '../../lib/media-api';

/** SPEC section 9: undo merges changes made within 1000 ms and keeps at most 100 steps. */
export const HISTORY_DELAY_MS = 1000;
export const HISTORY_MAX_STACK = 100;

/** SPEC section 5: links may only use these protocols (Quill's default also allows sms). */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

// Some systems report .ico files under the registered name; both are the same x-icon format.
const IMAGE_MIME_TYPES = [...IMAGE_ACCEPT.split(','), 'image/vnd.microsoft.icon'];

/** SPEC section 2's toolbar, in order. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  ['link', 'image'],
  ['clean'],
];

class SafeLink extends Link {
  static override PROTOCOL_WHITELIST = LINK_PROTOCOLS;
}

// Only the formats of the toolbar exist, so pasted colours, fonts, videos and the like are dropped.
// Images keep Quill's own rule: http, https or inline data, anything else becomes a blank source.
Quill.register(
  {
    'formats/header': Header,
    'formats/bold': Bold,
    'formats/italic': Italic,
    'formats/underline': Underline,
    'formats/strike': Strike,
    'formats/blockquote': Blockquote,
    'formats/list': List,
    'formats/indent': Indent,
    'formats/link': SafeLink,
    'formats/image': Image,
    'modules/toolbar': Toolbar,
    'themes/snow': SnowTheme,
  },
  true,
);

/**
 * The editor's options. The toolbar's image button calls `onImage` (the editor uploads the file to
 * the media library); images pasted or dropped in stay Quill's, embedded inline as data URLs.
 */
export function quillOptions(onImage: () => void): QuillOptions {
  return {
    theme: 'snow',
    modules: {
      toolbar: { container: TOOLBAR, handlers: { image: onImage } },
      history: { delay: HISTORY_DELAY_MS, maxStack: HISTORY_MAX_STACK },
      uploader: { mimetypes: IMAGE_MIME_TYPES },
    },
  };
}

export { Quill };
