/** Building blocks the course pages share: the course card and grid, its facts, the access badge, the lock notice. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListStates, type ListStateLabels } from '../../../components/list-states';
import { useCourseSku } from '../api/course-skus';
import type { CourseSummary } from '../api/types';
import { courseLock } from '../course-access';
import { useCoursesTranslation } from '../courses-i18n';
import { courseDetailPath, LINKED_PAGE } from '../courses-paths';

export function useListLabels(): ListStateLabels {
  const { t } = useCoursesTranslation();
  return { loading: t('common.loading'), loadFailed: t('common.loadFailed'), retry: t('common.retry'), empty: t('common.empty') };
}

/**
 * Whether the course is open: a free course is 'included' (never 'free': membership is what opens it),
 * the others are part of Premium, locked or unlocked for this member.
 */
function AccessBadge({ course }: { course: Pick<CourseSummary, 'free' | 'locked'> }) {
  const { t } = useCoursesTranslation();
  if (course.free)
    return (
      <p className="course-access course-access--included" data-testid="course-access" data-locked="false" title={t('card.includedHint')}>
        {t('card.included')}
      </p>
    );
  return (
    <p className={`course-access ${course.locked ? 'course-access--locked' : 'course-access--unlocked'}`} data-testid="course-access" data-locked={String(course.locked)}>
      {course.locked ? (
        <>
          <LockIcon />
          {t('card.premiumLocked')}
          <span className="visually-hidden"> — {t('card.lockedHint')}</span>
        </>
      ) : (
        t('card.premiumUnlocked')
      )}
    </p>
  );
}

function LockIcon() {
  return (
    <svg className="course-access__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z" fill="currentColor" />
    </svg>
  );
}

/**
 * The course's price in the visitor's currency, as the order service sells it (the original struck through
 * when it is higher); nothing for a course that is not sold on its own.
 */
function CoursePrice({ courseId }: { courseId: string }) {
  const { t } = useCoursesTranslation();
  const sku = useCourseSku(courseId);
  if (!sku) return null;
  const discounted = sku.originalPrice.amountMinor > sku.price.amountMinor;
  return (
    <p className="course-price" data-testid="course-price">
      <span className="visually-hidden">{t('card.price')}: </span>
      <strong>{sku.price.formatted}</strong>
      {discounted ? (
        <>
          {' '}
          <del>
            <span className="visually-hidden">{t('card.originalPrice')}: </span>
            {sku.originalPrice.formatted}
          </del>
        </>
      ) : null}
    </p>
  );
}

export function CourseTags({ course }: { course: Pick<CourseSummary, 'tags'> }) {
  const { t } = useCoursesTranslation();
  if (course.tags.length === 0) return null;
  return (
    <ul className="course-tags" aria-label={t('card.tags')}>
      {course.tags.map((tag) => (
        <li key={tag} className={`course-tag course-tag--${tag}`}>
          {tag === 'new' ? t('card.tagNew') : t('card.tagRecommend')}
        </li>
      ))}
    </ul>
  );
}

/** The price and whether the course is open, at the foot of a card and the head of the detail page. */
export function CourseFoot({ course }: { course: Pick<CourseSummary, 'courseId' | 'free' | 'locked'> }) {
  return (
    <div className="course-card__foot">
      <CoursePrice courseId={course.courseId} />
      <AccessBadge course={course} />
    </div>
  );
}

type CourseFactsProps = {
  course: Pick<CourseSummary, 'format' | 'pageCount' | 'chapterCount' | 'learnerCount'>;
  /** The detail page's further facts. */
  children?: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
};

/** Format, pages, chapters and learners of a course, on its card and (with more) on its detail page. */
export function CourseFacts({ course, children, className, ...labelling }: CourseFactsProps) {
  const { t, language } = useCoursesTranslation();
  const number = new Intl.NumberFormat(language);
  return (
    <dl className={`course-facts${className ? ` ${className}` : ''}`} {...labelling}>
      <div>
        <dt>{t('card.formatLabel')}</dt>
        <dd>{t(`format.${course.format}`)}</dd>
      </div>
      <div>
        <dt>{t('card.pages')}</dt>
        <dd>{number.format(course.pageCount)}</dd>
      </div>
      <div>
        <dt>{t('card.chapters')}</dt>
        <dd>{number.format(course.chapterCount)}</dd>
      </div>
      <div>
        <dt>{t('card.learners')}</dt>
        <dd data-testid="learner-count">{number.format(course.learnerCount)}</dd>
      </div>
      {children}
    </dl>
  );
}

function CourseCard({ course, headingLevel }: { course: CourseSummary; headingLevel: 2 | 3 }) {
  const { t } = useCoursesTranslation();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`course-card${courseLock(course) === 'premium' ? ' course-card--locked' : ''}`} aria-labelledby={`${id}-title`} data-testid="course-card">
      <Heading id={`${id}-title`} className="course-card__title">
        <Link to={courseDetailPath(course.courseId)}>{course.title}</Link>
      </Heading>
      <p className="course-card__author">{t('card.by', { author: course.author })}</p>
      <CourseTags course={course} />
      <p className="course-card__summary">{course.summary}</p>
      <CourseFacts course={course} />
      <CourseFoot course={course} />
    </article>
  );
}

/** Cards of `courses`; `headingLevel` follows the page's outline. */
export function CourseGrid({ courses, headingLevel = 3 }: { courses: CourseSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="course-grid">
      {courses.map((course) => (
        <li key={course.courseId}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** A short course list from one answer (homepage, category): loading, failed with retry, empty, the cards. */
export function CourseSection({ courses, failed, onRetry, headingLevel }: { courses: CourseSummary[] | undefined; failed: boolean; onRetry: () => void; headingLevel?: 2 | 3 }) {
  return (
    <ListStates loading={!courses && !failed} error={failed} empty={courses?.length === 0} onRetry={onRetry} labels={useListLabels()}>
      <CourseGrid courses={courses ?? []} {...(headingLevel ? { headingLevel } : {})} />
    </ListStates>
  );
}

/** The lock with the way out: the upgrade page. */
export function LockNotice({ heading, children }: { heading?: string; children: ReactNode }) {
  const { t } = useCoursesTranslation();
  return (
    <div className="notice notice--warning" data-testid="course-lock">
      {heading ? <h2>{heading}</h2> : null}
      <p>{children}</p>
      <Link className="button" to={LINKED_PAGE.upgrade}>
        {t('detail.upgrade')}
      </Link>
    </div>
  );
}

/** A page-level failure: the message, and a retry unless retrying cannot help. */
export function PageFailure({ text, onRetry }: { text: string; onRetry?: (() => void) | undefined }) {
  const { t } = useCoursesTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className="list-state" role="status" aria-live="polite">
      {label}
    </p>
  );
}
