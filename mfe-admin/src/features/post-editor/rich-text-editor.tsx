import { useEffect, useRef } from 'react';
import { UploadStatus } from '../media/upload-status';
import { useImageUpload } from '../media/use-image-upload';
import { labelEditor, loadHtml, readHtml } from './quill-content';
import { chooseImageFile, insertUploadedImage } from './quill-image-upload';
import { Quill, quillOptions } from './quill-setup';
import styles from './rich-text-editor.module.scss';

export interface RichTextEditorProps {
  /** The HTML the editor starts with; later changes of this prop are ignored (Quill owns the content). */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** The editable area's accessible name. */
  label: string;
}

/**
 * Quill with SPEC's toolbar; its image button uploads to the media library, with the upload's state
 * under the editor. Loaded lazily, so Quill and its styles reach only the editor routes.
 */
export default function RichTextEditor({ initialHtml, onChange, disabled = false, label }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef({ initialHtml, label });
  const { uploading, problem, upload } = useImageUpload();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const container = document.createElement('div');
    host.append(container);
    const quill = new Quill(
      container,
      quillOptions(() => chooseImageFile(host, (file) => void insertUploadedImage(quill, file, upload))),
    );
    const toolbar = host.querySelector<HTMLElement>('.ql-toolbar');
    if (toolbar) labelEditor(quill, toolbar, initialRef.current.label);
    loadHtml(quill, initialRef.current.initialHtml);
    quill.on('text-change', () => onChangeRef.current(readHtml(quill)));
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      host.replaceChildren();
    };
  }, [upload]);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled]);

  return (
    <>
      <div ref={hostRef} className={styles.editor} />
      <UploadStatus uploading={uploading} problem={problem} />
    </>
  );
}
