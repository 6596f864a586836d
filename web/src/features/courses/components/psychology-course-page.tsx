import { useId } from 'react';
import { Link } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCourseHomepage } from '../api/course-homepage';
import { useCoursesTranslation } from '../courses-i18n';
import { categoryListPath, coursesPaths, LINKED_PAGE } from '../courses-paths';
import { CourseSection, useListLabels } from './course-ui';
import '../courses.css';

/** `/userCenter/growthCenter/psychologyCourse`: course counts, recommended and latest courses, the categories. */
export function PsychologyCoursePage() {
  const { t, language } = useCoursesTranslation();
  useDocumentTitle(t('home.pageTitle'));
  const id = useId();
  const { homepage, failed, retry } = useCourseHomepage();
  const labels = useListLabels();
  const number = new Intl.NumberFormat(language);

  return (
    <section className="course-page" aria-labelledby={`${id}-title`}>
      <p className="course-breadcrumb">
        <Link to={coursesPaths.growthCenter}>{t('common.growthCenter')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('home.heading')}</h1>
      <ListStates loading={!homepage && !failed} error={failed} empty={homepage?.courseCount === 0} onRetry={retry} labels={labels}>
        {homepage ? (
          <>
            <dl className="course-counts" aria-label={t('home.counts')} data-testid="course-counts">
              <div>
                <dt>{t('home.included')}</dt>
                <dd>{number.format(homepage.freeCourseCount)}</dd>
              </div>
              <div>
                <dt>{t('home.unlocked')}</dt>
                <dd>{number.format(homepage.unlockedCourseCount)}</dd>
              </div>
              <div>
                <dt>{t('home.total')}</dt>
                <dd>{number.format(homepage.courseCount)}</dd>
              </div>
            </dl>
            {homepage.unlockedCourseCount < homepage.courseCount ? (
              <p className="notice notice--info">
                {t('home.upgradeHint')} <Link to={LINKED_PAGE.upgrade}>{t('home.upgrade')}</Link>
              </p>
            ) : null}

            <h2 id={`${id}-recommended`}>{t('home.recommended')}</h2>
            <CourseSection courses={homepage.recommended} failed={false} onRetry={retry} />
            <p>
              <Link to={{ pathname: coursesPaths.list, search: '?tag=recommend' }} aria-describedby={`${id}-recommended`}>
                {t('home.seeAll')}
              </Link>
            </p>

            <h2 id={`${id}-latest`}>{t('home.latest')}</h2>
            <CourseSection courses={homepage.latest} failed={false} onRetry={retry} />
            <p>
              <Link to={{ pathname: coursesPaths.list, search: '?tag=new' }} aria-describedby={`${id}-latest`}>
                {t('home.seeAll')}
              </Link>
            </p>

            <h2>{t('home.categories')}</h2>
            <ul className="course-categories">
              {homepage.categories.map((category) => (
                <li key={category.categoryId}>
                  <Link to={categoryListPath(category.categoryId)}>{category.name}</Link>
                  <span className="course-categories__count"> · {t('home.categoryCount', { count: number.format(category.courseCount) })}</span>
                  {category.description ? <p>{category.description}</p> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </ListStates>
    </section>
  );
}
