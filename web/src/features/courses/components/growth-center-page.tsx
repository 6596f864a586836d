import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCourseHomepage } from '../api/course-homepage';
import { useCoursesTranslation } from '../courses-i18n';
import { coursesPaths, LINKED_PAGE } from '../courses-paths';
import '../courses.css';

/** `/userCenter/growthCenter`: the hub of the daily question and the psychology courses. */
export function GrowthCenterPage() {
  const { t, language } = useCoursesTranslation();
  useDocumentTitle(t('growth.pageTitle'));
  const { homepage } = useCourseHomepage();
  const number = new Intl.NumberFormat(language);

  return (
    <section className="course-page" aria-labelledby="growth-title">
      <p className="course-breadcrumb">
        <Link to={LINKED_PAGE.userCenter}>{t('common.userCenter')}</Link>
      </p>
      <h1 id="growth-title">{t('growth.heading')}</h1>
      <p className="course-intro">{t('growth.intro')}</p>
      <ul className="growth-hub">
        <li className="growth-hub__item">
          <h2 id="growth-daily">
            <Link to={LINKED_PAGE.dailyQuestion}>{t('growth.dailyQuestion')}</Link>
          </h2>
          <p>{t('growth.dailyQuestionText')}</p>
        </li>
        <li className="growth-hub__item">
          <h2 id="growth-courses">
            <Link to={coursesPaths.psychologyCourse}>{t('growth.courses')}</Link>
          </h2>
          <p>{t('growth.coursesText')}</p>
          {homepage ? (
            <p data-testid="growth-course-counts">
              {t('growth.courseCounts', {
                open: number.format(homepage.freeCourseCount),
                total: number.format(homepage.courseCount),
                unlocked: number.format(homepage.unlockedCourseCount),
              })}
            </p>
          ) : null}
          <p>
            <Link to={coursesPaths.list}>{t('growth.allCourses')}</Link>
          </p>
        </li>
      </ul>
    </section>
  );
}
