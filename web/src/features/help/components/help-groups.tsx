import { TrackedLink } from '../../../components/tracked-link';
import { currentLocale } from '../../../lib/i18n';
import { useHelpGroups } from '../api/help-content';
import { useHelpTranslation } from '../help-i18n';
import { helpPaths } from '../help-paths';
import { HelpEmpty, HelpLoadError, HelpLoading } from './help-states';

/** The help groups with links to their items, in the visitor's locale, with loading, error and empty states. */
export function HelpGroups({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useHelpTranslation();
  const { groups, error, retry } = useHelpGroups(currentLocale());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!groups) return error ? <HelpLoadError error={error} onRetry={retry} /> : <HelpLoading />;
  const nonEmpty = groups.filter((g) => g.items.length > 0);
  if (nonEmpty.length === 0) return <HelpEmpty message={t('help.empty')} />;
  return (
    <div className="help-groups">
      {nonEmpty.map((group) => (
        <section key={group.groupCode} id={group.groupCode} className="help-group" aria-labelledby={`help-group-${group.groupCode}`}>
          <Heading id={`help-group-${group.groupCode}`}>{group.groupTitle}</Heading>
          <ul>
            {group.items.map((item) => (
              <li key={item.helpId}>
                <TrackedLink to={helpPaths.detail} query={{ id: item.helpId }}>
                  {item.question}
                </TrackedLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
