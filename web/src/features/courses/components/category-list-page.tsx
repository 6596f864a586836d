import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCategoryDetail } from '../api/category-detail';
import { courseFailureText } from '../course-errors';
import { useCoursesTranslation } from '../courses-i18n';
import { coursesPaths, idFromQuery } from '../courses-paths';
import { CourseSection, PageFailure } from './course-ui';
import '../courses.css';

/** `/userCenter/psychologyCourse/categoryList?id=…`: one category's courses. */
export function CategoryListPage() {
  const { t } = useCoursesTranslation();
  const [params] = useSearchParams();
  const categoryId = idFromQuery(params.get('id'));
  const { category, error, retry } = useCategoryDetail(categoryId);
  useDocumentTitle(category ? t('category.pageTitle', { name: category.name }) : t('home.pageTitle'));
  const failure = error ? courseFailureText(error) : null;

  return (
    <section className="course-page" aria-labelledby="category-title">
      <p className="course-breadcrumb">
        <Link to={coursesPaths.psychologyCourse}>{t('category.back')}</Link>
      </p>
      <h1 id="category-title">{category?.name ?? t('home.heading')}</h1>
      {category?.description ? <p className="course-intro">{category.description}</p> : null}
      {!categoryId ? (
        <PageFailure text={t('common.badLink')} />
      ) : failure === 'common.notFound' ? (
        <PageFailure text={t('category.notFound')} />
      ) : (
        <CourseSection courses={category?.courses} failed={failure !== null} onRetry={retry} headingLevel={2} />
      )}
    </section>
  );
}
