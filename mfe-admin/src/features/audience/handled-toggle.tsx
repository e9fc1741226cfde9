import { VisuallyHidden } from '@fns/design-system';
import { Checkbox } from '@fns/design-system/forms';
import { setMessageHandled } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { ContactMessage } from '../../lib/audience-types';
import { toProblem } from '../../lib/problem';
import type { RowActions } from './audience-config';

interface HandledToggleProps extends RowActions<ContactMessage> {
  message: ContactMessage;
  /** Who sent it, so each checkbox has its own name. */
  sender: string;
}

/** Shows the change at once; if the server refuses it, the box flips back and the error shows. */
export function HandledToggle({ message, sender, replace, report }: HandledToggleProps) {
  async function toggle(handled: boolean) {
    report(null);
    replace({ ...message, handled });
    try {
      replace(await setMessageHandled(message.id, handled));
    } catch (error) {
      replace(message);
      report(toProblem(error, AUDIENCE_ERRORS.handled));
    }
  }

  return (
    <Checkbox
      label={
        <>
          Handled <VisuallyHidden>message from {sender}</VisuallyHidden>
        </>
      }
      checked={message.handled}
      onChange={(event) => void toggle(event.target.checked)}
    />
  );
}
