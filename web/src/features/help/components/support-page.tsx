import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useHelpTranslation } from '../help-i18n';
import { helpPaths, SUPPORT_EMAIL } from '../help-paths';
import { HelpGroups } from './help-groups';
import '../help.css';

/** `/support`: how to reach support by e-mail and what to include, then the help groups. */
export function SupportPage() {
  const { t } = useHelpTranslation();
  useDocumentTitle(t('support.title'));
  return (
    <article className="help">
      <h1>{t('support.title')}</h1>
      <p>{t('support.intro')}</p>
      <p className="help-contact">
        {t('support.emailLabel')}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <h2>{t('support.includeHeading')}</h2>
      <ul>
        <li>{t('support.includeEmail')}</li>
        <li>{t('support.includeOrder')}</li>
        <li>{t('support.includeWhat')}</li>
      </ul>
      <section aria-labelledby="support-groups">
        <h2 id="support-groups">{t('support.groupsHeading')}</h2>
        <HelpGroups headingLevel={3} />
      </section>
      <p className="help__nav">
        <TrackedLink to={helpPaths.help}>{t('detail.back')}</TrackedLink>
      </p>
    </article>
  );
}
