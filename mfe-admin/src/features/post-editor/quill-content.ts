import type { Quill } from './quill-setup';

/** Accessible names for Quill's toolbar controls (Quill labels them "bold", "list: ordered", ...). */
const BUTTON_LABELS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  blockquote: 'Quote',
  'list: ordered': 'Numbered list',
  'list: bullet': 'Bulleted list',
  'indent: -1': 'Decrease indent',
  'indent: +1': 'Increase indent',
  link: 'Link',
  image: 'Image',
  clean: 'Clear formatting',
};
const HEADING_LABELS: Record<string, string> = { '1': 'Heading 1', '2': 'Heading 2', '3': 'Heading 3' };

/** Names the toolbar's buttons, the heading picker and the link box, and the editable area itself. */
export function labelEditor(quill: Quill, toolbar: HTMLElement, label: string) {
  toolbar.setAttribute('aria-label', `${label} formatting`);
  toolbar.querySelectorAll('button[aria-label]').forEach((button) => {
    const name = BUTTON_LABELS[button.getAttribute('aria-label') ?? ''];
    if (name) button.setAttribute('aria-label', name);
  });
  toolbar.querySelector('.ql-picker-label')?.setAttribute('aria-label', 'Heading');
  toolbar.querySelectorAll('.ql-picker-item').forEach((item) => {
    item.setAttribute('aria-label', HEADING_LABELS[item.getAttribute('data-value') ?? ''] ?? 'Normal text');
  });
  quill.container.querySelector('.ql-tooltip input[type=text]')?.setAttribute('aria-label', 'Link URL');
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-label', label);
}

/** Puts stored HTML into the editor without making it an undo step. */
export function loadHtml(quill: Quill, html: string) {
  if (html) quill.setContents(quill.clipboard.convert({ html }), 'silent');
  quill.history.clear();
}

/** The editor's HTML with real <ul>/<ol> lists; an empty editor gives ''. */
export function readHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  // Quill's semantic HTML writes every space as &nbsp;, which would stop the blog's lines from wrapping.
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}
