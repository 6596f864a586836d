import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useHelpTranslation } from '../help-i18n';
import { helpPaths } from '../help-paths';
import { HelpGroups } from './help-groups';
import { LegalDocuments } from './legal-documents';
import '../help.css';

/** `/help`: help groups with their questions, the legal documents, and a link to support. */
export function HelpPage() {
  const { t } = useHelpTranslation();
  const { hash } = useLocation();
  useDocumentTitle(t('help.title'));
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="help">
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      <HelpGroups />
      <LegalDocuments />
      <p className="help__support">
        <TrackedLink to={helpPaths.support} className="button button--secondary">
          {t('help.supportLink')}
        </TrackedLink>
      </p>
    </article>
  );
}
