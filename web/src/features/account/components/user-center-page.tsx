import { useId } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeError } from '../account-errors';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { useCenterData } from '../api/center-data';
import { useFreeCounts } from '../api/free-counts';
import type { User } from '../api/types';
import { FormAlert } from './form-parts';
import { MembershipSection } from './membership-section';
import { MemberOnly } from './member-only';
import { MyReports } from './my-reports';
import '../account.css';

/** The user center's sections, linked by address only (features do not import each other). */
const SECTION_PATHS = {
  courseList: '/userCenter/courseList',
  growthCenter: '/userCenter/growthCenter',
  exploreMore: '/userCenter/exploreMore',
  gameCenter: '/userCenter/gameCenter',
  testCenter: '/userCenter/exploreMore/testCenter',
  treeHole: '/userCenter/exploreMore/treeHole',
} as const;
const CENTER_SECTIONS = Object.entries(SECTION_PATHS) as Array<[keyof typeof SECTION_PATHS, string]>;

/** `/userCenter`: the member home — greeting, profile completion, the membership (and its plans), what is free, the sections, my reports and the account pages. */
export function UserCenterPage() {
  const { t } = useAccountTranslation();
  useDocumentTitle(t('center.pageTitle'));
  return <MemberOnly>{(user) => <UserCenter user={user} />}</MemberOnly>;
}

function UserCenter({ user }: { user: User }) {
  const { t } = useAccountTranslation();
  const id = useId();
  const { center, error, retry } = useCenterData();
  const name = user.nickname || user.name;
  const percent = center?.profileCompletionPercent;
  const described = error ? describeError(error) : null;

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <div className="account-greeting">
        {user.avatarUrl ? <img className="account-avatar__image" src={user.avatarUrl} alt="" width={64} height={64} /> : null}
        <div>
          <h1 id={`${id}-title`}>{t('center.greeting', { name })}</h1>
          {center ? (
            <p className="account-intro">
              {center.memberDays > 0 ? t('center.memberDays', { count: center.memberDays }) : t('center.memberToday')}
              {' · '}
              {t('center.sessions', { count: center.activeSessions })}
            </p>
          ) : null}
        </div>
      </div>
      {described ? (
        <FormAlert error={'key' in described ? described.key : { message: described.message }}>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </FormAlert>
      ) : null}
      {percent !== undefined ? (
        <div className="account-completion">
          <p id={`${id}-completion`}>{t('center.completion')}</p>
          <progress max={100} value={percent} aria-labelledby={`${id}-completion`} aria-valuetext={t('center.completionValue', { percent })} />
          <p>{t('center.completionValue', { percent })}</p>
          {percent < 100 ? <Link to={accountPaths.centerInfo}>{t('center.completeProfile')}</Link> : null}
        </div>
      ) : !described ? (
        <p role="status">{t('common.loading')}</p>
      ) : null}
      <MembershipSection />
      <FreeForYou />
      <h2 id={`${id}-sections`}>{t('center.sections.heading')}</h2>
      <ul className="account-menu" aria-labelledby={`${id}-sections`}>
        {CENTER_SECTIONS.map(([key, path]) => (
          <li key={key}>
            <Link to={path}>{t(`center.sections.${key}`)}</Link>
          </li>
        ))}
      </ul>
      <MyReports />
      <h2 id={`${id}-links`}>{t('center.links')}</h2>
      <ul className="account-menu" aria-labelledby={`${id}-links`}>
        <li>
          <Link to={accountPaths.centerInfo}>{t('settings.profile')}</Link>
        </li>
        <li>
          <Link to={accountPaths.centerSetting}>{t('settings.heading')}</Link>
        </li>
        <li>
          <Link to={accountPaths.editPassword}>{t('settings.changePassword')}</Link>
        </li>
        <li>
          <Link to={accountPaths.help}>{t('settings.help')}</Link>
        </li>
      </ul>
    </section>
  );
}

/** Free test and free course counts, as the exam and content services count them. */
function FreeForYou() {
  const { t } = useAccountTranslation();
  const id = useId();
  const { counts, failed, retry } = useFreeCounts();
  return (
    <section aria-labelledby={`${id}-free`}>
      <h2 id={`${id}-free`}>{t('center.free.heading')}</h2>
      {failed ? (
        <div role="alert">
          <p>{t('center.free.loadFailed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : counts ? (
        <ul className="account-menu">
          <li data-testid="free-test-count">
            <Link to={SECTION_PATHS.testCenter}>{t('center.free.tests', { count: counts.freeTestCount })}</Link>
          </li>
          <li data-testid="free-course-count">
            <Link to={SECTION_PATHS.courseList}>{t('center.free.courses', { count: counts.freeCourseCount })}</Link>
          </li>
        </ul>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}
