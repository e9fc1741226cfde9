import type { PreferenceAction } from '@fns/contracts';
import { Checkbox } from '@fns/design-system/forms';
import { LinkForm } from '../../components/link-page/link-form';
import { LinkSection } from '../../components/link-page/link-section';
import { ERASE_TEXTS } from './preferences-texts';

const HEADING_ID = 'preferences-erase';
const ERASE: PreferenceAction = 'erase';

/**
 * "Erase me": what it does, and its form, which needs its checkbox ticked (the browser asks for it;
 * the shell's server sends the page back unchanged without it).
 */
export function EraseSection() {
  return (
    <LinkSection id={HEADING_ID} heading={ERASE_TEXTS.heading} text={ERASE_TEXTS.sentence}>
      <LinkForm labelledBy={HEADING_ID} button={ERASE_TEXTS.button} size="form">
        <input type="hidden" name="action" value={ERASE} />
        <Checkbox name="confirm" value="yes" required label={ERASE_TEXTS.confirm} />
      </LinkForm>
    </LinkSection>
  );
}
