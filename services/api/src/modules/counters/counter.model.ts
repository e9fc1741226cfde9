import { model, Schema } from 'mongoose';
import { isDuplicateKey } from '../../lib/duplicate-key';

const counterSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, required: true } }, { versionKey: false });

export const Counter = model('Counter', counterSchema, 'counters');

/**
 * Next integer id for a collection. Posts, categories and tags use it as their `_id`, which is
 * also their public id (FerretDB on SQLite only pushes filters on `_id` down to SQL).
 */
export async function nextId(sequence: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await Counter.findOneAndUpdate(
        { _id: sequence },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      if (!counter) throw new Error(`Counter ${sequence} was not created.`);
      return counter.seq;
    } catch (error) {
      // Two first-ever upserts can race on the same _id; the loser simply increments the winner's.
      if (!isDuplicateKey(error) || attempt >= 2) throw error;
    }
  }
}
