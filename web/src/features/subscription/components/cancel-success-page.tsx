import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { formatDate } from '../subscription-logic';
import { SiteLink } from './subscription-ui';
import '../subscription.css';

/** `/cancel/success?until=`: 'Cancellation successful' and until when access lasts. */
export function CancelSuccessPage() {
  const { t, language } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const until = formatDate(params.get('until') ?? undefined, language);
  useDocumentTitle(t('cancelSuccess.pageTitle'));
  return (
    <section className="sub-page sub-page--narrow" aria-labelledby="cancel-success-title">
      <h1 id="cancel-success-title">{t('cancelSuccess.heading')}</h1>
      <p data-testid="access-until">{until ? t('cancelSuccess.accessUntil', { date: until }) : t('cancelSuccess.noMoreCharges')}</p>
      <SiteLink to="/" className="button">
        {t('cancelSuccess.home')}
      </SiteLink>
    </section>
  );
}
