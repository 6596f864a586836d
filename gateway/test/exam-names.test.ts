import { describe, expect, it } from 'vitest';
import { ExamNames } from '../src/exam-names.js';

function setUp() {
  let now = 0;
  const asked: string[] = [];
  let failNext = false;
  const exam = {
    getExam: async ({ examId, locale }: { examId?: string; locale?: string }) => {
      asked.push(`${examId}|${locale}`);
      if (failNext) {
        failNext = false;
        throw new Error('exam service unavailable');
      }
      return { exam: examId === 'unknown' ? undefined : { name: `test ${examId} in ${locale}` } };
    },
  } as unknown as ConstructorParameters<typeof ExamNames>[0];
  const names = new ExamNames(exam, 60_000, () => now);
  return { names, asked, advance: (ms: number) => (now += ms), failOnce: () => (failNext = true) };
}

describe("tests' names kept by the gateway", () => {
  it('asks once per test and locale for many orders and many readers, then again after the TTL', async () => {
    const { names, asked, advance } = setUp();
    const [first, second] = await Promise.all([names.of(['1', '1', '4'], 'DE'), names.of(['4', '1'], 'DE')]);
    expect(first).toEqual(new Map([['1', 'test 1 in DE'], ['4', 'test 4 in DE']]));
    expect(second.get('4')).toBe('test 4 in DE');
    expect((await names.of(['1'], 'JA')).get('1')).toBe('test 1 in JA');
    expect(asked).toEqual(['1|DE', '4|DE', '1|JA']);
    advance(60_000);
    await names.of(['1'], 'DE');
    expect(asked).toEqual(['1|DE', '4|DE', '1|JA', '1|DE']);
  });

  it('names a test the catalogue does not know with an empty string, and keeps no failed call', async () => {
    const { names, asked, failOnce } = setUp();
    expect((await names.of(['unknown'], 'EN')).get('unknown')).toBe('');
    failOnce();
    await expect(names.of(['2'], 'EN')).rejects.toThrow('exam service unavailable');
    expect((await names.of(['2'], 'EN')).get('2')).toBe('test 2 in EN');
    expect(asked).toEqual(['unknown|EN', '2|EN', '2|EN']);
  });
});
