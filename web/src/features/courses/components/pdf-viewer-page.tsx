import { Link, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCourseDetail } from '../api/course-detail';
import { courseLock } from '../course-access';
import { courseFailureText } from '../course-errors';
import { useCoursesTranslation } from '../courses-i18n';
import { courseDetailPath, coursesPaths, idFromQuery, loginPathBackTo } from '../courses-paths';
import { Loading, LockNotice, PageFailure } from './course-ui';
import { PdfViewer } from './pdf-viewer';
import '../courses.css';

/**
 * `/userCenter/courseList/detail/pdf?id=…&attachment=…`: one course file in the reader. The file's address
 * comes from the course detail, which offers it only to members entitled to it.
 */
export function PdfViewerPage() {
  const { t } = useCoursesTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const courseId = idFromQuery(params.get('id'));
  const attachmentId = idFromQuery(params.get('attachment'));
  const { course, error, retry } = useCourseDetail(courseId && attachmentId ? courseId : null);
  const attachment = course?.attachments.find((candidate) => candidate.attachmentId === attachmentId);
  useDocumentTitle(course ? t('pdf.pageTitle', { title: course.title }) : t('list.pageTitle'));

  let body;
  if (!courseId || !attachmentId) body = <PageFailure text={t('common.badLink')} />;
  else if (error) {
    const text = courseFailureText(error);
    body = <PageFailure text={t(text)} onRetry={text === 'common.notFound' ? undefined : retry} />;
  } else if (!course) body = <Loading label={t('common.loading')} />;
  else if (!attachment) body = <PageFailure text={t('pdf.noSuchFile')} />;
  else if (attachment.url) body = <PdfViewer key={attachment.url} url={attachment.url} name={attachment.name} />;
  else if (courseLock(course) === 'premium') body = <LockNotice heading={t('detail.lockedHeading')}>{t('detail.lockedText')}</LockNotice>;
  else
    body = (
      <p className="notice notice--info">
        {t('pdf.signInText')} <Link to={loginPathBackTo(`${location.pathname}${location.search}`)}>{t('detail.signIn')}</Link>
      </p>
    );

  return (
    <section className="course-page course-page--reader" aria-labelledby="pdf-title">
      <p className="course-breadcrumb">
        <Link to={courseId ? courseDetailPath(courseId) : coursesPaths.list}>{courseId ? t('pdf.back') : t('common.backToCourses')}</Link>
      </p>
      <h1 id="pdf-title">{course ? course.title : t('list.heading')}</h1>
      {attachment ? <p className="course-intro">{attachment.name}</p> : null}
      {body}
    </section>
  );
}
