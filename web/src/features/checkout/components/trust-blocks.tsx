/** The SKU page's sample reviews and secure-checkout badges (text and inline SVG only). */
import { examReportKind, type ExamReportKind } from '../checkout-exams';
import { useCheckoutTranslation, type CheckoutKey } from '../checkout-i18n';
import { CheckIcon, LockIcon } from './checkout-ui';

/** Sample reviewers (names are data, the texts are translated); labelled as samples on the page. */
const SAMPLE_REVIEWERS = ['Sofia M.', 'Daniel K.', 'Mei L.', 'Lucas R.'] as const;

/** The reviewers' texts, in their order, for each kind of report: each speaks of what that report holds. */
const REVIEW_TEXTS: Record<ExamReportKind, readonly CheckoutKey[]> = {
  type: ['reviews.review1', 'reviews.review2', 'reviews.review3', 'reviews.review4'],
  // The mapping test's report: no career or relationships chapter.
  mapping: ['profile.review1', 'profile.review2', 'profile.review3', 'profile.review4'],
  // The matrices IQ test's report: a score, a percentile and the rules solved, not a personality.
  matrices: ['iq.review1', 'iq.review2', 'iq.review3', 'iq.review4'],
  relationships: [
    'profileTests.relationships.review1',
    'profileTests.relationships.review2',
    'profileTests.relationships.review3',
    'profileTests.relationships.review4',
  ],
  career: ['profileTests.career.review1', 'profileTests.career.review2', 'profileTests.career.review3', 'profileTests.career.review4'],
  growth: ['profileTests.growth.review1', 'profileTests.growth.review2', 'profileTests.growth.review3', 'profileTests.growth.review4'],
};

export function SampleReviews({ examId }: { examId: string }) {
  const { t } = useCheckoutTranslation();
  const texts = REVIEW_TEXTS[examReportKind(examId)];
  const reviews = SAMPLE_REVIEWERS.map((name, i) => ({ name, text: texts[i]! }));
  return (
    <section className="checkout-reviews" aria-labelledby="checkout-reviews-title">
      <h2 id="checkout-reviews-title">{t('reviews.heading')}</h2>
      <p className="checkout-muted">{t('reviews.sampleNote')}</p>
      <ul className="checkout-reviews__list">
        {reviews.map((review) => (
          <li key={review.name} className="checkout-review">
            <span className="checkout-review__avatar" aria-hidden="true">
              {review.name.charAt(0)}
            </span>
            <div>
              <p className="checkout-review__name">{review.name}</p>
              <p>{t(review.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BADGES: readonly CheckoutKey[] = ['secure.oneTime', 'secure.methods', 'secure.email', 'secure.private'];

export function SecureBadges() {
  const { t } = useCheckoutTranslation();
  return (
    <section className="checkout-secure" aria-labelledby="checkout-secure-title">
      <h2 id="checkout-secure-title" className="checkout-secure__title">
        <LockIcon /> {t('secure.heading')}
      </h2>
      <ul className="checkout-secure__list">
        {BADGES.map((key) => (
          <li key={key}>
            <CheckIcon /> {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
