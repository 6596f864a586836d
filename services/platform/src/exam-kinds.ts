import { ExamKind as ProtoExamKind } from '@mindprint/proto/gen/mindprint/product/v1/exam_kind_pb';

/** An exam by kind ("type", "matrices"…): the names of proto's ExamKind enum, the one list of the product. */
export type ExamKind = Lowercase<Exclude<keyof typeof ProtoExamKind, 'UNSPECIFIED'>>;

const kindsById = Object.entries(ProtoExamKind)
  .filter((entry): entry is [Uppercase<ExamKind>, ProtoExamKind] => typeof entry[1] === 'number' && entry[1] !== ProtoExamKind.UNSPECIFIED)
  .sort(([, a], [, b]) => a - b)
  .map(([name, id]) => [name.toLowerCase() as ExamKind, String(id)] as const);

/** The six kinds in id order. */
export const examKinds: readonly ExamKind[] = kindsById.map(([kind]) => kind);

/** Each kind's exam id on the wire (URLs, API fields, database rows): the enum's number in decimal, '1' for the 16-type test. */
export const examIds: Readonly<Record<ExamKind, string>> = Object.fromEntries(kindsById) as Record<ExamKind, string>;

/** The kind an exam id names; undefined for an id that names no exam. */
export function examKindOf(examId: string): ExamKind | undefined {
  return kindsById.find(([, id]) => id === examId)?.[0];
}
