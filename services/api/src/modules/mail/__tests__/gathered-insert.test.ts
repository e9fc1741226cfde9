import { gatheredInsert } from '../gathered-insert';

/** An insertMany that records its batches and answers each when the test says so. */
function fakeInsertMany() {
  const batches: Array<{ docs: string[]; answer: (error?: Error) => void }> = [];
  const insertMany = (docs: string[]) =>
    new Promise<void>((resolve, reject) => batches.push({ docs, answer: (error) => (error ? reject(error) : resolve()) }));
  return { batches, insertMany };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('gathered inserts', () => {
  it('sends the first document at once and gathers the ones that come meanwhile into the next insert', async () => {
    const { batches, insertMany } = fakeInsertMany();
    const insert = gatheredInsert(insertMany);
    const first = insert('a');
    await tick();
    const rest = ['b', 'c', 'd'].map((doc) => insert(doc));
    await tick();
    expect(batches.map((batch) => batch.docs)).toEqual([['a']]);

    batches[0]!.answer();
    expect(await first).toBe('inserted');
    await tick();
    expect(batches.map((batch) => batch.docs)).toEqual([['a'], ['b', 'c', 'd']]);
    batches[1]!.answer();
    expect(await Promise.all(rest)).toEqual(['inserted', 'inserted', 'inserted']);
  });

  it("tells each caller its own document's outcome: stored, a repeated unique key, or another refusal", async () => {
    const { batches, insertMany } = fakeInsertMany();
    const insert = gatheredInsert(insertMany);
    const outcomes = ['a', 'b', 'c', 'd'].map((doc) => insert(doc).catch((error: Error) => error.message));
    await tick();
    // The first went alone; b, c and d wait for it.
    batches[0]!.answer();
    await tick();
    const writeErrors = [
      { index: 0, code: 11000, message: 'duplicate key' },
      { index: 2, code: 121, message: 'Document failed validation' },
    ];
    batches[1]!.answer(Object.assign(new Error('bulk write'), { writeErrors }));
    expect(await Promise.all(outcomes)).toEqual(['inserted', 'duplicate', 'inserted', 'Document failed validation']);
  });

  it('fails every caller of a batch that failed as a whole, and goes on with the next', async () => {
    const { batches, insertMany } = fakeInsertMany();
    const insert = gatheredInsert(insertMany);
    const first = insert('a');
    const lost = [insert('b'), insert('c')].map((outcome) => outcome.catch((error: Error) => error.message));
    await tick();
    batches[0]!.answer();
    expect(await first).toBe('inserted');
    await tick();
    batches[1]!.answer(new Error('connection closed'));
    expect(await Promise.all(lost)).toEqual(['connection closed', 'connection closed']);
    const later = insert('d');
    await tick();
    batches[2]!.answer();
    expect(await later).toBe('inserted');
  });
});
