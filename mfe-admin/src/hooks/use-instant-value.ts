import { useState } from 'react';

/**
 * A filter control's value, kept in the URL: it changes at once on the admin's action (the router
 * applies the URL in a transition, and a control bound only to the URL would spring back until it
 * lands), and follows the URL when that changes from outside (back, forward, a link).
 */
export function useInstantValue<Value>(urlValue: Value): [Value, (value: Value) => void] {
  const [value, setValue] = useState(urlValue);
  const [followed, setFollowed] = useState(urlValue);
  if (urlValue !== followed) {
    setFollowed(urlValue);
    setValue(urlValue);
  }
  return [value, setValue];
}
