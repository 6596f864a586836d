import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { STANDARD_TEST_PATH } from '../../../lib/test-entry';
import { groupClassName, groupOf, typeCodeOfSlug, type TypeCode } from '../type-groups';
import { TypeEmblem } from './type-emblem';
import { useTypeContent } from './use-type-content';
import '../personality-types.css';

/** `/personality-types/<code>`: one type's free texts, its group and the way to the test. */
export function TypePage({ notFound }: { notFound: React.ReactNode }) {
  const { slug } = useParams();
  const code = typeCodeOfSlug(slug);
  return code ? <TypeArticle code={code} /> : notFound;
}

function TypeArticle({ code }: { code: TypeCode }) {
  const { t } = useTranslation('personality-types');
  const text = useTypeContent()[code];
  const group = groupOf(code);
  useDocumentTitle(t('type.pageTitle', { code, title: text.title }));
  return (
    <article className={`type-article ${groupClassName(group)}`}>
      <header className="type-article__header">
        <TypeEmblem code={code} size={112} />
        <div>
          <p className="type-article__group">{t(`groups.${group}`)}</p>
          <h1>
            <span className="type-article__code">{code}</span> {text.title}
          </h1>
        </div>
      </header>
      <p className="type-article__summary">{text.summary}</p>
      <p>{text.description}</p>
      <h2>{t('type.keywords')}</h2>
      <ul className="type-article__keywords">
        {text.keywords.map((keyword) => (
          <li key={keyword}>{keyword}</li>
        ))}
      </ul>
      <p className="type-article__actions">
        <Link to={STANDARD_TEST_PATH} className="button button--large">
          {t('takeTest')}
        </Link>
        <Link to="/personality-types">{t('type.allTypes')}</Link>
      </p>
    </article>
  );
}
