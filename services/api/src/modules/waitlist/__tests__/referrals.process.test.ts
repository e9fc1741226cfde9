import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { startApiInstances, stopApiInstances, type ApiProcess } from '../../../test-support/api-process';
import { testConfig } from '../../../test-support/test-app';
import { signLinkToken } from '../../subscriptions/link-token';
import { ReferralCredit } from '../referrals';
import { WaitlistEntry } from '../waitlist-entry.model';

// Two real API processes: seconds to start, more while other test files run beside them.
jest.setTimeout(90_000);

const JWT_SECRET = 'referral-process-test-secret-long-enough';
const config = testConfig({ JWT_SECRET, WAITLIST_REFERRALS: 'true' });
let instances: ApiProcess[] = [];

beforeAll(async () => {
  instances = await startApiInstances(2, { JWT_SECRET, WAITLIST_REFERRALS: 'true' });
});

afterAll(() => stopApiInstances(instances));

const person = (name: string, at: number, fields: object = {}) => ({
  _id: new Types.ObjectId(),
  email: `${name}-${randomUUID()}@example.com`,
  fullName: name,
  ...fields,
  createdAt: new Date(at),
});

describe('referral credits under concurrent confirmations on two API instances', () => {
  it('loses no credit and gives none beyond the cap or twice for one friend', async () => {
    const start = Date.now() - 3_600_000;
    // Ten people waiting, in order; four of them refer friends: 1, 2, 3 and 5 friends each.
    const waiting = Array.from({ length: 10 }, (_, i) =>
      person(`waiting${i + 1}`, start, { status: 'confirmed', confirmedAt: new Date(start + i * 1000) }),
    );
    const referrers = [waiting[9]!, waiting[8]!, waiting[7]!, waiting[6]!];
    const friendCounts = [1, 2, 3, 5];
    const friends = referrers.flatMap((referrer, r) =>
      Array.from({ length: friendCounts[r]! }, (_, f) =>
        person(`friend${r}-${f}`, start, {
          status: 'pending',
          referredBy: referrer._id,
          consent: { at: new Date(start), form: 'waitlist-dialog' },
        }),
      ),
    );
    await WaitlistEntry.collection.insertMany([...waiting, ...friends]);

    const confirm = (entry: { _id: Types.ObjectId }, instance: ApiProcess) =>
      fetch(
        `${instance.baseUrl}/api/subscriptions/${signLinkToken(config, { list: 'waitlist', id: String(entry._id), purpose: 'confirm' })}/confirm`,
        {
          method: 'POST',
        },
      );
    // Every friend at once, alternating instances; one friend on both instances at the same moment.
    const answers = await Promise.all([
      ...friends.map((friend, i) => confirm(friend, instances[i % 2]!)),
      confirm(friends[0]!, instances[1]!),
    ]);
    expect(answers.map(({ status }) => status)).toEqual(Array(friends.length + 1).fill(200));

    const credits = await ReferralCredit.find({}).lean();
    const creditsOf = (referrer: { _id: Types.ObjectId }) => credits.filter((credit) => credit.referrer.equals(referrer._id)).length;
    expect(referrers.map(creditsOf)).toEqual([1, 2, 3, 3]);
    expect(new Set(credits.map((credit) => String(credit.referee))).size).toBe(credits.length);

    // The line agrees with the credits: every instance answers the same places.
    const standing = async (entry: { _id: Types.ObjectId }, instance: ApiProcess) => {
      const token = signLinkToken(config, { list: 'waitlist', id: String(entry._id), purpose: 'status' });
      return (await (await fetch(`${instance.baseUrl}/api/waitlist/status/${token}`)).json()) as { position: number; referrals: number };
    };
    const places = await Promise.all(referrers.map((referrer, r) => standing(referrer, instances[r % 2]!)));
    // Up 5 places a friend: waiting10 from 10th to 5th… but waiting9, 8 and 7 pass it: 10th − 5 = 5th, plus those three = 8th.
    // waiting9: 9th − 10 → ahead of all but those with more credits: 3rd; waiting8 (−15) 2nd; waiting7 (7th − 15) 1st.
    expect(places.map(({ referrals }) => referrals)).toEqual([1, 2, 3, 3]);
    expect(places.map(({ position }) => position)).toEqual([8, 3, 2, 1]);
  });
});
