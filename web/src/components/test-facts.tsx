import { useTranslation } from 'react-i18next';
import { TEST_FACTS } from '../lib/test-entry';

/**
 * The honest short pitch of the test: how long it takes, how many questions, what is free and
 * what is paid. Shown on the home page and every landing page.
 */
export function TestFacts({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const { questionCount, minMinutes, maxMinutes } = TEST_FACTS;
  return (
    <ul className="test-facts" aria-label={labelledBy ? undefined : t('testFacts.label')} aria-labelledby={labelledBy}>
      <li>{t('testFacts.duration', { min: minMinutes, max: maxMinutes })}</li>
      <li>{t('testFacts.questions', { number: questionCount })}</li>
      <li>{t('testFacts.freeResult')}</li>
      <li>{t('testFacts.paidReport')}</li>
    </ul>
  );
}
