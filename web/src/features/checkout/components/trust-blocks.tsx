/** The SKU page's sample reviews and secure-checkout badges (text and inline SVG only). */
import { MAPPING_EXAM_ID, MATRICES_EXAM_ID } from '../checkout-exams';
import { useCheckoutTranslation, type CheckoutKey } from '../checkout-i18n';
import { CheckIcon, LockIcon } from './checkout-ui';

/** Sample reviewers (names are data, the texts are translated); labelled as samples on the page. */
const SAMPLE_REVIEWS: ReadonlyArray<{ name: string; text: CheckoutKey }> = [
  { name: 'Sofia M.', text: 'reviews.review1' },
  { name: 'Daniel K.', text: 'reviews.review2' },
  { name: 'Mei L.', text: 'reviews.review3' },
  { name: 'Lucas R.', text: 'reviews.review4' },
];

/** The same for the mapping test's report, whose parts differ (no career or relationships chapter). */
const PROFILE_SAMPLE_REVIEWS: ReadonlyArray<{ name: string; text: CheckoutKey }> = [
  { name: 'Sofia M.', text: 'profile.review1' },
  { name: 'Daniel K.', text: 'profile.review2' },
  { name: 'Mei L.', text: 'profile.review3' },
  { name: 'Lucas R.', text: 'profile.review4' },
];

/** The same for the matrices IQ test's report (a score, a percentile and the rules solved, not a personality). */
const IQ_SAMPLE_REVIEWS: ReadonlyArray<{ name: string; text: CheckoutKey }> = [
  { name: 'Sofia M.', text: 'iq.review1' },
  { name: 'Daniel K.', text: 'iq.review2' },
  { name: 'Mei L.', text: 'iq.review3' },
  { name: 'Lucas R.', text: 'iq.review4' },
];

const REVIEWS_BY_EXAM: Record<string, ReadonlyArray<{ name: string; text: CheckoutKey }>> = {
  [MAPPING_EXAM_ID]: PROFILE_SAMPLE_REVIEWS,
  [MATRICES_EXAM_ID]: IQ_SAMPLE_REVIEWS,
};

export function SampleReviews({ examId }: { examId: string }) {
  const { t } = useCheckoutTranslation();
  const reviews = REVIEWS_BY_EXAM[examId] ?? SAMPLE_REVIEWS;
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
