import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { DailyReminderSwitch } from '../../../components/daily-reminder-switch';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LEGAL_LINKS } from '../../../lib/legal-links';
import { describeError } from '../account-errors';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { useLogout } from '../api/logout';
import { useMembership } from '../api/membership';
import { AvatarEditor } from './avatar-editor';
import { FormAlert, type Msg } from './form-parts';
import { MembershipSection } from './membership-section';
import { MemberOnly } from './member-only';
import '../account.css';

/**
 * `/user/setting`, `/userCenter/setting`: avatar, password, the membership, the daily question reminder (when the
 * membership includes the question), help, legal texts and sign-out.
 */
export function SettingsPage() {
  const { t } = useAccountTranslation();
  useDocumentTitle(t('settings.pageTitle'));
  return <MemberOnly>{(user) => <Settings user={user} />}</MemberOnly>;
}

function Settings({ user }: { user: Parameters<typeof AvatarEditor>[0]['user'] }) {
  const { t } = useAccountTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { logout, isSending } = useLogout();
  const [error, setError] = useState<Msg | null>(null);

  async function onLogout() {
    setError(null);
    try {
      await logout();
      navigate(accountPaths.login, { replace: true });
      // Forget every cached answer of the signed-in member.
      void mutate(() => true, undefined, { revalidate: false });
    } catch (failure) {
      const described = describeError(failure);
      setError('key' in described ? described.key : { message: described.message });
    }
  }

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('settings.heading')}</h1>
      <AvatarEditor user={user} />
      <h2 id={`${id}-account`}>{t('settings.account')}</h2>
      <ul className="account-menu" aria-labelledby={`${id}-account`}>
        <li>
          <Link to={accountPaths.centerInfo}>{t('settings.profile')}</Link>
        </li>
        <li>
          <Link to={accountPaths.editPassword}>{t('settings.changePassword')}</Link>
        </li>
      </ul>
      <MembershipSection />
      <DailyReminderSetting />
      <h2 id={`${id}-support`}>{t('settings.support')}</h2>
      <ul className="account-menu" aria-labelledby={`${id}-support`}>
        <li>
          <Link to={accountPaths.help}>{t('settings.help')}</Link>
        </li>
        <li>
          <Link to={LEGAL_LINKS.privacy}>{t('settings.privacy')}</Link>
        </li>
        <li>
          <Link to={LEGAL_LINKS.terms}>{t('settings.terms')}</Link>
        </li>
      </ul>
      <FormAlert error={error} />
      <button type="button" className="button button--secondary account-logout" onClick={() => void onLogout()} disabled={isSending}>
        {isSending ? t('settings.loggingOut') : t('settings.logout')}
      </button>
    </section>
  );
}

/** The morning reminder switch, offered only to members whose membership includes the daily question. */
function DailyReminderSetting() {
  const { membership } = useMembership();
  const included = membership?.privileges.some((privilege) => privilege.code === 'daily_question' && privilege.granted);
  return included ? <DailyReminderSwitch heading /> : null;
}
