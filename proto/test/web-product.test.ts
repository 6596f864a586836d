import { describe, expect, it } from 'vitest';
import { examIds, localeCodes } from '@mindprint/web/product';
import { ExamKind } from '../gen/mindprint/product/v1/exam_kind_pb.js';
import { Locale } from '../gen/mindprint/product/v1/locale_pb.js';

/** A generated enum's names and numbers in number order, without the zero value. */
const valuesOf = (generated: Record<string, string | number>) =>
  Object.entries(generated)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0)
    .sort(([, a], [, b]) => a - b);

describe("the web app's copy of proto's product enums (web/src/lib/generated/product.ts)", () => {
  it('lists the Locale codes in the enum order', () => {
    expect(localeCodes).toEqual(valuesOf(Locale).map(([name]) => name));
  });

  it('gives every ExamKind, lower-cased, its number as the id on the wire', () => {
    expect(examIds).toEqual(Object.fromEntries(valuesOf(ExamKind).map(([name, id]) => [name.toLowerCase(), String(id)])));
  });
});
