import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fill } from './fill-template';
import quizEn from '../../src/features/quiz/locales/en.json';
import reportEn from '../../src/features/report/locales/en.json';

/**
 * Steps every test's journey shares: a part of the questions, the e-mail and the personal form, and the
 * report's PDF download. Texts are the page's locale files (every locale has the English keys).
 */
export type QuizTexts = typeof quizEn;
export type ReportTexts = typeof reportEn;

export interface Visitor {
  email: string;
  firstName: string;
  lastName: string;
  yearOfBirth: string;
  /** ISO 3166-1 alpha-2, chosen in the country list. */
  country: string;
}

export async function pathname(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

/** Waits for part `part` of the three. */
export async function waitForPart(page: Page, quiz: QuizTexts, part: number): Promise<void> {
  await page.getByRole('heading', { level: 1, name: fill(quiz.questions.heading, { part, count: 3 }) }).waitFor();
}

/**
 * Answers every five-point question on the page with values that vary (the `offset + i`-th answered gets value
 * `((offset + i) * stride) % 5 + 1`), so the profile is not flat. Returns how many were answered.
 */
export async function answerFivePointPart(page: Page, offset: number, stride: number): Promise<number> {
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    const radios = groups.nth(i).getByRole('radio');
    expect(await radios.count()).toBe(5);
    await radios.nth(((offset + i) * stride) % 5).check();
  }
  return count;
}

/** Gives the e-mail, fills the personal form (gender left unsaid) and sends it: the free result comes next. */
export async function giveEmailAndDetails(page: Page, quiz: QuizTexts, visitor: Visitor): Promise<void> {
  await page.getByRole('heading', { name: quiz.email.heading }).waitFor();
  await page.getByLabel(quiz.email.label, { exact: true }).fill(visitor.email);
  await page.getByRole('button', { name: quiz.email.continue }).click();
  await page.getByRole('heading', { name: quiz.form.heading }).waitFor();
  await page.getByLabel(quiz.form.firstName, { exact: true }).fill(visitor.firstName);
  await page.getByLabel(quiz.form.lastName, { exact: true }).fill(visitor.lastName);
  await page.getByLabel(quiz.form.yearOfBirth, { exact: true }).fill(visitor.yearOfBirth);
  await page.getByRole('radio', { name: quiz.form.genderSecret }).check();
  await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
  await page.getByLabel(quiz.form.country, { exact: true }).selectOption(visitor.country);
  await page.getByRole('button', { name: quiz.form.submit }).click();
}

/** Downloads the report's PDF from its page: saved as `<orderNumber>.pdf`, a real PDF, and the page says so. Returns its bytes. */
export async function downloadReportPdf(page: Page, report: ReportTexts, orderNumber: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: report.actions.download }).click()]);
  expect(download.suggestedFilename()).toBe(`${orderNumber}.pdf`);
  const saved = join(tmpdir(), `mindprint-${orderNumber}.pdf`);
  await download.saveAs(saved);
  const pdf = await readFile(saved);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByText(report.actions.downloaded).waitFor();
  return pdf;
}
