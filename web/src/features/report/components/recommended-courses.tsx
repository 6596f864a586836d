import { Link } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { useRecommendedCourses } from '../api/recommended-courses';
import { useReportTranslation } from '../report-i18n';
import { examIds } from '../../../lib/generated/product';
import { USER_CENTER_COURSE_PATH } from '../report-paths';

/** Courses of the user center that fit the 16-type test, under the report; each says whether premium is needed. */
export function RecommendedCourses() {
  const { t, language } = useReportTranslation();
  const { courses, failed, isLoading, retry } = useRecommendedCourses(examIds.type, language);
  if (courses && courses.length === 0) return null;
  return (
    <section className="report-section report-courses" aria-labelledby="report-courses" data-section="recommended_courses">
      <h2 id="report-courses">{t('courses.heading')}</h2>
      <ListStates
        loading={isLoading}
        error={failed}
        empty={false}
        onRetry={retry}
        labels={{ loading: t('courses.loading'), loadFailed: t('courses.loadFailed'), retry: t('courses.retry'), empty: '' }}
      >
        <ul className="report-courses__list">
          {courses?.map((course) => (
            <li key={course.courseId}>
              <Link to={`${USER_CENTER_COURSE_PATH}?id=${encodeURIComponent(course.courseId)}`}>{course.title}</Link>
              <p>{course.summary}</p>
              <p className="report-courses__meta">
                {course.author} · {course.free ? t('courses.forMembers') : t('courses.premium')}
              </p>
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
