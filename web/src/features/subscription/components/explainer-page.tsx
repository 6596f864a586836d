import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { cleanId } from '../subscription-logic';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { SiteLink } from './subscription-ui';
import '../subscription.css';

/** `/primer`, `/payinsider`: the ways to pay that are really offered (card, PayPal; not Apple/Google Pay). */
export function ExplainerPage() {
  const { t } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const orderNumber = cleanId(params.get('orderNumber'));
  useDocumentTitle(t('explainer.pageTitle'));
  return (
    <section className="sub-page sub-page--narrow" aria-labelledby="explainer-title">
      <h1 id="explainer-title">{t('explainer.heading')}</h1>
      <ul className="sub-methods">
        <li>{t('explainer.card')}</li>
        <li>{t('explainer.paypal')}</li>
      </ul>
      <p>{t('explainer.notOffered')}</p>
      <p>{t('explainer.secure')}</p>
      <SiteLink to={SUBSCRIPTION_PAGE.offer} query={orderNumber ? { orderNumber } : {}} className="button">
        {t('explainer.toOffer')}
      </SiteLink>
    </section>
  );
}
