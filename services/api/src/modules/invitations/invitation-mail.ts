import type { Types } from 'mongoose';
import type { Config } from '../../config/config';
import type { CampaignMail } from '../mail/mail-outbox';
import { linkUrl } from '../subscriptions/link-token';
import { listHeaders, preferencesUrlOf } from '../subscriptions/list-mail';

export interface Invitee {
  entry: Types.ObjectId;
  email: string;
  firstName: string | null;
}

/** The invitation mail of `invitation` to `invitee` (its outbox key is the invitation's: queued once). */
export function invitationMailOf(config: Config, invitee: Invitee, invitation: { _id: Types.ObjectId; expiresAt: Date }): CampaignMail {
  const unsubscribeUrl = linkUrl(config, { list: 'waitlist', id: String(invitee.entry), purpose: 'unsubscribe' });
  return {
    key: `invite:${String(invitation._id)}`,
    to: invitee.email,
    list: 'waitlist',
    suppressible: true,
    headers: listHeaders(unsubscribeUrl),
    content: {
      template: 'invitation',
      props: {
        siteUrl: config.siteUrl,
        joinUrl: linkUrl(config, { list: 'waitlist', id: String(invitation._id), purpose: 'invite' }),
        unsubscribeUrl,
        preferencesUrl: preferencesUrlOf(config, 'waitlist', invitee.entry),
        expiresAt: invitation.expiresAt.toISOString(),
        firstName: invitee.firstName,
      },
    },
  };
}
