import type { ChangeEvent } from 'react';
import type { RichTextEditorProps } from '../rich-text-editor';

/** Quill needs a real browser (the e2e journey covers it): `jest.mock('../rich-text-editor')` puts a textarea in its place. */
export default function RichTextEditor({ initialHtml, onChange, disabled, label }: RichTextEditorProps) {
  return (
    <textarea
      aria-label={label}
      defaultValue={initialHtml}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
    />
  );
}
