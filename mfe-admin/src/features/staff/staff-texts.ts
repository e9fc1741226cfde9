import { ROLE_LABELS, STAFF_INVITATION_DAYS } from '@fns/contracts/roles';
import type { StaffMember, StaffRole, StaffStatus } from '@fns/contracts';
import type { Noun } from '../../lib/counted-noun';

export const STATUS_LABELS: Record<StaffStatus, string> = { active: 'Active', suspended: 'Suspended' };

export const STAFF_MEMBERS: Noun = { one: 'staff member', many: 'staff members' };
export const PENDING_INVITATIONS: Noun = { one: 'pending invitation', many: 'pending invitations' };

/** "an Editor", "a Contributor". */
const withArticle = (role: StaffRole) => `${/^[AEIOU]/.test(ROLE_LABELS[role]) ? 'an' : 'a'} ${ROLE_LABELS[role]}`;

/** The staff screen, as the console words it. */
export const STAFF_TEXTS = {
  intro: 'Who works on the site and in which role; invite someone to join the team.',
  roleOf: (member: StaffMember) => `Role of ${member.name}`,
  roleChanged: (member: StaffMember) => `${member.name} is now ${withArticle(member.role)}.`,
  suspended: (member: StaffMember) => `${member.name} is suspended: they cannot sign in until reactivated.`,
  reactivated: (member: StaffMember) => `${member.name} is active again.`,
  askDelete: (member: StaffMember) => `Delete ${member.name}?`,
  deleteFollows: 'Their account goes for good, and they can no longer sign in. Their posts go to the staff member you choose.',
  postsTo: 'Who takes over their posts?',
  deleted: (member: StaffMember, heir: string) => `${member.name} is deleted; their posts are now ${heir}’s.`,
  invitationWorks: `The link in the mail works for ${STAFF_INVITATION_DAYS} days.`,
  invited: (email: string) => `Invitation sent to ${email}.`,
  askWithdraw: (email: string) => `Withdraw the invitation of ${email}?`,
  withdrawFollows: 'Its link stops working.',
  withdrawn: (email: string) => `The invitation of ${email} is withdrawn.`,
  noInvitations: 'No pending invitations.',
} as const;

/** The confirming buttons of the dialogs. */
export const DELETE_MEMBER = { label: 'Delete', working: 'Deleting', variant: 'insight' } as const;
export const WITHDRAW = { label: 'Withdraw', working: 'Withdrawing', variant: 'insight' } as const;
