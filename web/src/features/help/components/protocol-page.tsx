import { useParams } from 'react-router';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLocale } from '../../../lib/i18n';
import { useProtocol } from '../api/help-content';
import { useHelpTranslation } from '../help-i18n';
import { formatEffectiveDate } from '../effective-date';
import { helpPaths } from '../help-paths';
import { HelpEmpty, HelpLoadError, HelpLoading, isMissing } from './help-states';
import '../help.css';

/** `/help/protocol/:id`: one legal document with its version, effective date and sections. */
export function ProtocolPage() {
  const { t, language } = useHelpTranslation();
  const id = useParams().id ?? null;
  const { protocol, error, retry } = useProtocol(id, currentLocale());
  useDocumentTitle(protocol?.title ?? t('help.legalHeading'));

  let body;
  if (protocol) {
    body = (
      <>
        <h1>{protocol.title}</h1>
        <p className="help-legal__meta">
          {t('protocol.version', { version: protocol.version })} · {t('protocol.effective', { date: formatEffectiveDate(protocol.effectiveDate, language) })}
        </p>
        {protocol.sections.map((s, i) => (
          <section key={i} className="help-protocol__section">
            <h2>{s.heading}</h2>
            <p>{s.body}</p>
          </section>
        ))}
      </>
    );
  } else {
    // Every state keeps a page heading (screen readers navigate by it).
    const state = isMissing(error) ? (
      <HelpEmpty message={t('protocol.notFound')} />
    ) : error ? (
      <HelpLoadError error={error} onRetry={retry} />
    ) : (
      <HelpLoading />
    );
    body = (
      <>
        <h1>{t('help.legalHeading')}</h1>
        {state}
      </>
    );
  }

  return (
    <article className="help help-protocol">
      {body}
      <p className="help__nav">
        <TrackedLink to={helpPaths.help}>{t('detail.back')}</TrackedLink>
      </p>
    </article>
  );
}
