import type { ServiceClients } from './service-clients.js';

/**
 * Five minutes: a test's name changes only with a deploy of the exam service's content files (its catalogue
 * reads are cached publicly for longer, public-reads.ts); a renamed test shows in "my reports" within this.
 */
export const examNameTtlMs = 5 * 60_000;

/**
 * Tests' names per locale as the exam service answers them, kept by this gateway so a member's "my reports"
 * does not ask GetExam for each test at every read. One call per test and locale however many wait for it;
 * a failed call is not kept. Bounded by the catalogue: the tests a member's orders name, times nine locales.
 */
export class ExamNames {
  private readonly kept = new Map<string, { name: Promise<string>; until: number }>();

  constructor(
    private readonly exam: Pick<ServiceClients['exam'], 'getExam'>,
    private readonly ttlMs = examNameTtlMs,
    private readonly now: () => number = Date.now,
  ) {}

  /** Each test's name in `locale` ('' for a test the catalogue does not name), by exam id. */
  async of(examIds: Iterable<string>, locale: string): Promise<Map<string, string>> {
    const ids = [...new Set(examIds)];
    return new Map(await Promise.all(ids.map(async (id) => [id, await this.name(id, locale)] as const)));
  }

  private name(examId: string, locale: string): Promise<string> {
    const key = `${examId}|${locale}`;
    const hit = this.kept.get(key);
    if (hit && hit.until > this.now()) return hit.name;
    const name = this.exam.getExam({ examId, locale }).then((answer) => answer.exam?.name ?? '');
    this.kept.set(key, { name, until: this.now() + this.ttlMs });
    name.catch(() => {
      if (this.kept.get(key)?.name === name) this.kept.delete(key);
    });
    return name;
  }
}
