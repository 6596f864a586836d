import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
