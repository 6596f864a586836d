import { useId } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeError } from '../account-errors';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { useCenterData } from '../api/center-data';
import type { User } from '../api/types';
import { FormAlert } from './form-parts';
import { MemberOnly } from './member-only';
import { MyReports } from './my-reports';
import '../account.css';

/** `/userCenter`: the member home — greeting, profile completion, my reports and links to the account pages. */
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
