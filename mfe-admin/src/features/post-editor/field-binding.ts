import type { ChangeEvent } from 'react';
import type { FlagName, PostFormValues, TextFieldName } from './post-form';

export type SetField = <K extends keyof PostFormValues>(name: K, value: PostFormValues[K]) => void;

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Props that tie a design-system field to one value of the post form. */
export function bindFields(values: PostFormValues, setField: SetField, disabled: boolean) {
  return {
    text: (name: TextFieldName) => ({
      name,
      value: values[name],
      disabled,
      onChange: (event: ChangeEvent<TextControl>) => setField(name, event.target.value),
    }),
    flag: (name: FlagName) => ({
      name,
      checked: values[name],
      disabled,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.checked),
    }),
  };
}
