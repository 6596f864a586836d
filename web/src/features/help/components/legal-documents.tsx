import { TrackedLink } from '../../../components/tracked-link';
import { currentLocale } from '../../../lib/i18n';
import { useProtocols } from '../api/help-content';
import { formatEffectiveDate } from '../effective-date';
import { useHelpTranslation } from '../help-i18n';
import { protocolPath } from '../help-paths';
import { HelpEmpty, HelpLoadError, HelpLoading } from './help-states';

/** Links to the legal documents; each link carries its code as anchor (`/help#terms`, `/help#privacy`). */
export function LegalDocuments() {
  const { t, language } = useHelpTranslation();
  const { protocols, error, retry } = useProtocols(currentLocale());
  return (
    <section className="help-legal" aria-labelledby="help-legal-heading">
      <h2 id="help-legal-heading">{t('help.legalHeading')}</h2>
      {!protocols ? (
        error ? <HelpLoadError error={error} onRetry={retry} /> : <HelpLoading />
      ) : protocols.length === 0 ? (
        <HelpEmpty message={t('help.noDocuments')} />
      ) : (
        <ul>
          {protocols.map((p) => (
            <li key={p.protocolId} id={p.code}>
              <TrackedLink to={protocolPath(p.protocolId)}>{p.title}</TrackedLink>{' '}
              <span className="help-legal__meta">
                {t('protocol.version', { version: p.version })} · {t('protocol.effective', { date: formatEffectiveDate(p.effectiveDate, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
