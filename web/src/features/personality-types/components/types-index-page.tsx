import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { STANDARD_TEST_PATH } from '../../../lib/test-entry';
import { TYPE_CODES, TYPE_GROUPS, groupClassName, groupOf, typePagePath } from '../type-groups';
import { TypeEmblem } from './type-emblem';
import { useTypeContent } from './use-type-content';
import '../personality-types.css';

/** `/personality-types`: the 16 types by group, each with its emblem, linking to its page. */
export function TypesIndexPage() {
  const { t } = useTranslation('personality-types');
  const content = useTypeContent();
  useDocumentTitle(t('index.pageTitle'));
  return (
    <div className="types-page">
      <header className="types-page__intro">
        <h1>{t('index.title')}</h1>
        <p>{t('index.intro')}</p>
        <Link to={STANDARD_TEST_PATH} className="button button--large">
          {t('takeTest')}
        </Link>
      </header>
      {TYPE_GROUPS.map((group) => (
        <section key={group} className={`types-group ${groupClassName(group)}`} aria-labelledby={`types-group-${group}`}>
          <h2 id={`types-group-${group}`}>{t(`groups.${group}`)}</h2>
          <ul className="types-grid">
            {TYPE_CODES.filter((code) => groupOf(code) === group).map((code) => (
              <li key={code}>
                <Link to={typePagePath(code)} className="type-card">
                  <TypeEmblem code={code} size={72} />
                  <span className="type-card__code">{code}</span>{' '}
                  <span className="type-card__title">{content[code].title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
