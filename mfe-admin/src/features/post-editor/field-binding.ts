import type { ChangeEvent } from 'react';
import type { FlagName, ImageFieldName, PostFormValues, TextFieldName } from './post-form';

export type SetField = <K extends keyof PostFormValues>(name: K, value: PostFormValues[K]) => void;

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Props that tie a design-system field to one value of the post form. */
export function bindFields(values: PostFormValues, setField: SetField, disabled: boolean) {
  const text = (name: TextFieldName) => ({
    name,
    value: values[name],
    disabled,
    onChange: (event: ChangeEvent<TextControl>) => setField(name, event.target.value),
  });
  return {
    text,
    /** An image field's URL input, and the image chosen in its media picker. */
    image: (name: ImageFieldName) => ({ ...text(name), onChoose: (url: string) => setField(name, url) }),
    flag: (name: FlagName) => ({
      name,
      checked: values[name],
      disabled,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.checked),
    }),
  };
}
