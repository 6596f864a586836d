import { useSearchParams } from 'react-router';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLocale } from '../../../lib/i18n';
import { useHelpItem } from '../api/help-content';
import { useHelpTranslation } from '../help-i18n';
import { helpPaths } from '../help-paths';
import { HelpEmpty, HelpLoadError, HelpLoading, isMissing } from './help-states';
import '../help.css';

/** `/helpDetail?id=…`: one help item's question and answer. */
export function HelpDetailPage() {
  const { t } = useHelpTranslation();
  const id = useSearchParams()[0].get('id')?.trim() || null;
  const { item, error, retry } = useHelpItem(id, currentLocale());
  useDocumentTitle(item?.question ?? t('help.title'));

  let body;
  if (!id) body = <HelpEmpty message={t('detail.missingId')} />;
  else if (item) {
    body = (
      <>
        <h1>{item.question}</h1>
        <p className="help-answer">{item.answer}</p>
      </>
    );
  } else if (isMissing(error)) body = <HelpEmpty message={t('detail.notFound')} />;
  else if (error) body = <HelpLoadError error={error} onRetry={retry} />;
  else body = <HelpLoading />;

  return (
    <article className="help">
      {body}
      <p className="help__nav">
        <TrackedLink to={helpPaths.help}>{t('detail.back')}</TrackedLink>
        {' · '}
        <TrackedLink to={helpPaths.support}>{t('help.supportLink')}</TrackedLink>
      </p>
    </article>
  );
}
