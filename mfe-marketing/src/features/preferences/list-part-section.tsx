import { LinkForm } from '../../components/link-page/link-form';
import { LinkSection } from '../../components/link-page/link-section';
import type { ListPart } from './preferences-view';

/** One list's part of the preference page: its state, and its one button's form (the action in a hidden field). */
export function ListPartSection({ id, part }: { id: string; part: ListPart }) {
  return (
    <LinkSection id={id} heading={part.heading} text={part.sentence}>
      {part.button && (
        <LinkForm labelledBy={id} button={part.button.label} size="form">
          <input type="hidden" name="action" value={part.button.action} />
        </LinkForm>
      )}
    </LinkSection>
  );
}
