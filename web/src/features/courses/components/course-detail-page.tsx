import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useCourseDetail } from '../api/course-detail';
import { createCourseOrder } from '../api/course-order';
import { courseCountry, useCourseSku } from '../api/course-skus';
import type { CourseAttachment, CourseDetail } from '../api/types';
import { courseLock } from '../course-access';
import { courseFailureText } from '../course-errors';
import { useCoursesTranslation } from '../courses-i18n';
import { coursePaymentPath, coursePdfPath, coursesPaths, idFromQuery, loginPathBackTo } from '../courses-paths';
import { CourseFacts, CourseFoot, CourseTags, Loading, LockNotice, PageFailure } from './course-ui';
import '../courses.css';

/** `/userCenter/courseList/detail?id=…`: the course, its chapters and files, and its lock with the upgrade link. */
export function CourseDetailPage() {
  const { t } = useCoursesTranslation();
  const [params] = useSearchParams();
  const courseId = idFromQuery(params.get('id'));
  const { course, error, retry } = useCourseDetail(courseId);
  useDocumentTitle(course ? t('detail.pageTitle', { title: course.title }) : t('list.pageTitle'));

  let body;
  if (!courseId) body = <PageFailure text={t('common.badLink')} />;
  else if (error) {
    const text = courseFailureText(error);
    body = <PageFailure text={t(text)} onRetry={text === 'common.notFound' ? undefined : retry} />;
  } else if (!course) body = <Loading label={t('common.loading')} />;
  else body = <Course course={course} onOpened={retry} />;

  return (
    <section className="course-page">
      <p className="course-breadcrumb">
        <Link to={coursesPaths.list}>{t('common.backToCourses')}</Link>
      </p>
      {body}
    </section>
  );
}

function Course({ course, onOpened }: { course: CourseDetail; onOpened: () => void }) {
  const { t, language } = useCoursesTranslation();
  const id = useId();
  const number = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const paragraphs = course.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');
  const lock = courseLock(course);

  return (
    <article aria-labelledby={`${id}-title`}>
      <header className="course-detail__header">
        <p className="course-detail__category">{course.categoryName}</p>
        <h1 id={`${id}-title`}>{course.title}</h1>
        <p className="course-card__author">{t('card.by', { author: course.author })}</p>
        <CourseTags course={course} />
        <CourseFoot course={course} />
      </header>

      {lock === 'premium' ? (
        <LockNotice heading={t('detail.lockedHeading')}>{t('detail.lockedText')}</LockNotice>
      ) : null}
      {lock === 'premium' ? <BuyCourse courseId={course.courseId} onOpened={onOpened} /> : null}
      {lock === 'signIn' ? <SignInNote /> : null}

      <h2 id={`${id}-facts`} className="visually-hidden">
        {t('detail.facts')}
      </h2>
      <CourseFacts course={course} className="course-facts--detail" aria-labelledby={`${id}-facts`}>
        <div>
          <dt>{t('detail.purchases')}</dt>
          <dd>{number.format(course.purchaseCount)}</dd>
        </div>
        <div>
          <dt>{t('detail.published')}</dt>
          <dd>
            <time dateTime={course.publishedAt}>{date.format(new Date(course.publishedAt))}</time>
          </dd>
        </div>
        <div>
          <dt>{t('detail.updated')}</dt>
          <dd>
            <time dateTime={course.updatedAt}>{date.format(new Date(course.updatedAt))}</time>
          </dd>
        </div>
      </CourseFacts>

      <h2>{t('detail.about')}</h2>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}

      {course.chapters.length > 0 ? (
        <>
          <h2>{t('detail.chapters')}</h2>
          <ol className="course-chapters">
            {course.chapters.map((chapter, index) => (
              <li key={index}>
                {chapter.title} <span className="course-chapters__page">· {t('detail.chapterPage', { page: number.format(chapter.page) })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}

      {course.attachments.length > 0 ? (
        <>
          <h2>{t('detail.files')}</h2>
          {lock === 'open' && course.attachments.some((attachment) => !attachment.url) ? <SignInNote /> : null}
          <ul className="course-files">
            {course.attachments.map((attachment) => (
              <AttachmentItem key={attachment.attachmentId} courseId={course.courseId} attachment={attachment} />
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

function AttachmentItem({ courseId, attachment }: { courseId: string; attachment: CourseAttachment }) {
  const { t, language } = useCoursesTranslation();
  const id = useId();
  const size = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, attachment.sizeBytes / 1024));
  const reader = coursePdfPath(courseId, attachment.attachmentId);
  return (
    <li>
      <span id={`${id}-name`} className="course-files__name">
        {attachment.name}
      </span>{' '}
      <span className="course-files__facts">
        {t('detail.fileFacts', { format: t(`format.${attachment.format}`), pages: attachment.pageCount, size })}
      </span>{' '}
      {attachment.url && attachment.format === 'pdf' ? (
        <Link className="button" to={reader} aria-describedby={`${id}-name`}>
          {t('detail.read')}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * Buying this one course: a member's course order, then the checkout's payment page (card or PayPal) for its
 * SKU, which comes back here once paid. A visitor signs in first; nothing shows for a course not sold alone.
 */
function BuyCourse({ courseId, onOpened }: { courseId: string; onOpened: () => void }) {
  const { t } = useCoursesTranslation();
  const sku = useCourseSku(courseId);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const botCheck = useBotCheck();
  if (!sku) return null;

  async function buy() {
    setBusy(true);
    setFailed(false);
    try {
      const order = await createCourseOrder({ courseId, country: courseCountry() }, botCheck.proof());
      botCheck.settle();
      navigate(coursePaymentPath(order.orderNumber, order.skuId));
    } catch (error) {
      setBusy(false);
      // A refusal by the bot check is shown in its field; the press can simply be repeated.
      if (botCheck.settle(error)) return;
      if (error instanceof ApiError && error.result === 401) navigate(loginPathBackTo(`${location.pathname}${location.search}`));
      // Opened meanwhile (bought in another tab, or a membership began): show it open.
      else if (error instanceof ApiError && error.result === 409) onOpened();
      else setFailed(true);
    }
  }

  return (
    <div className="notice notice--info course-buy">
      <p>{t('detail.buyText')}</p>
      <button type="button" className="button" onClick={() => void buy()} disabled={busy} aria-busy={busy}>
        {t('detail.buy', { price: sku.price.formatted })}
      </button>
      {botCheck.field}
      <div role="alert">{failed ? <p className="field-error">{t('detail.buyFailed')}</p> : null}</div>
    </div>
  );
}

/** Course files are for members: a visitor signs in and comes back here. */
function SignInNote() {
  const { t } = useCoursesTranslation();
  const location = useLocation();
  return (
    <p className="notice notice--info">
      {t('detail.signInText')} <Link to={loginPathBackTo(`${location.pathname}${location.search}`)}>{t('detail.signIn')}</Link>
    </p>
  );
}
