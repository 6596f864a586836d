import { loadLocaleContent, templateText as text } from '@mindprint/platform/locale-content';
import { z } from 'zod';
import { localeCodes } from '@mindprint/platform/locales';

/**
 * Every mail's words, one file per locale in `content/mails/<locale>.json` (translators own them; the domain
 * modules lay them out). Each text names the `{{placeholders}}` it must hold, so a locale that drops or
 * misspells one fails start-up, naming the file and the key.
 */
const greetings = { greeting: text(), greetingNamed: text('name') };

export const mailTextsSchema = z.strictObject({
  verificationCode: z.strictObject({ subject: text(), intro: text(), validity: text('minutes') }),
  passwordChanged: z.strictObject({ subject: text(), body: text('when'), notYou: text(), action: text() }),
  paymentReceived: z.strictObject({
    subject: text('title'),
    body: text('amount', 'title'),
    purchase: text(),
    paidAt: text(),
    button: text(),
    footer: text(),
  }),
  // A single course's receipt: paymentReceived's lines with the course's own button and footer.
  coursePurchased: z.strictObject({ button: text(), footer: text() }),
  paidReport: z.strictObject({
    subject: text('type'),
    ...greetings,
    body: text('type'),
    button: text(),
    attached: text('file'),
    receipt: text(),
    item: text(),
    amount: text(),
    purchase: text(),
    paidAt: text(),
    footer: text(),
  }),
  offerReminder: z.strictObject({
    subject: text('type'),
    ...greetings,
    body: text('type', 'endsAt'),
    noAction: text(),
    button: text(),
    footer: text(),
  }),
  resultReady: z.strictObject({ subject: text('type'), ...greetings, body: text(), button: text(), footer: text() }),
  reportRetrieval: z.strictObject({
    foundSubject: text(),
    foundIntro: text(),
    open: text(),
    noneSubject: text(),
    none: text(),
    noneHint: text(),
    footer: text(),
  }),
  unsubscribeConfirmation: z.strictObject({ subject: text(), body: text(), button: text(), ignore: text() }),
  subscription: z.strictObject({
    greeting: text(),
    footer: text(),
    cancelHow: text(),
    cancelInAccount: text(),
    cancelByEmail: text(),
    manage: text(),
    openAccount: text(),
    trialSubject: text('plan'),
    firstPeriodSubject: text('plan'),
    paidTrial: text('plan', 'days', 'price'),
    zeroTrial: text('plan', 'days'),
    trialSkipped: text('plan', 'price', 'period'),
    renewal: text('date', 'price', 'period'),
    renewalAfterFirstPeriod: text('price', 'period'),
    reminderSubject: text('date'),
    reminderBody: text('plan', 'date', 'price', 'period'),
    renewedSubject: text('plan'),
    renewedBody: text('plan', 'amount'),
    amount: text(),
    period: text(),
    reference: text(),
    failedSubject: text('plan'),
    failedBody: text('plan', 'amount'),
    nextAttempt: text('date'),
    lapsed: text(),
    updateCard: text(),
    canceledSubject: text('plan'),
    canceledBody: text('plan', 'date'),
    reasonUpgrade: text(),
    reasonLapsed: text(),
    requestSubject: text(),
    requestBody: text('plan'),
    requestButton: text(),
    requestNote: text(),
    requestIgnore: text(),
  }),
  marketing: z.strictObject({ unsubscribeLabel: text(), unsubscribeScope: text() }),
  dailyQuestionReminder: z.strictObject({
    subject: text(),
    greeting: text(),
    body: text(),
    button: text(),
    footer: text(),
    unsubscribeLabel: text(),
    unsubscribeScope: text(),
  }),
  /** What the mails say about the tests other than the 16-type one (which is named by its type code). */
  tests: z.strictObject({
    /** The locale's quotation marks around a test's name (French ones carry their spaces). */
    nameQuotes: z.strictObject({ open: text(), close: text() }),
    mapping: z.strictObject({ name: text(), reportSubject: text(), reportBody: text('profile'), resultSubject: text('profile'), resultBody: text() }),
    matrices: z.strictObject({ name: text(), reportSubject: text(), reportBody: text('score'), resultSubject: text('score'), resultBody: text() }),
    /** How the three profile tests' mails are framed around the test's name and what its result or report holds. */
    profileFrame: z.strictObject({
      resultSubject: text('name'),
      resultBody: text('name', 'holds'),
      reportSubject: text('name'),
      reportBody: text('name', 'holds'),
      /** Follows the free-result lead when the career code is shown; starts with the separator the locale needs. */
      interestCodeLabel: text(),
      interestCodeNote: text(),
    }),
    relationships: z.strictObject({ name: text(), result: text(), report: text() }),
    career: z.strictObject({ name: text(), result: text(), report: text() }),
    growth: z.strictObject({ name: text(), result: text(), report: text() }),
  }),
});

export type MailTexts = z.output<typeof mailTextsSchema>;

/** Where the mail texts live: `services/notification/content/mails`, beside both `src/` and `dist/`. */
export const mailTextsDir = new URL('../content/mails/', import.meta.url);

export const mailTexts = loadLocaleContent(mailTextsDir, localeCodes, mailTextsSchema);
