import type { Theme } from './theme-table';

const WORDMARK_FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/**
 * A theme's logo drawn inline (the header's 160 × 40 badge with the emblem in white, or the footer's
 * 128 × 32 outline emblem with the name in the footer's text colour): part of the HTML, so the page
 * makes no image request before its first paint.
 */
export function ThemeLogo({ theme, placement, label }: { theme: Theme; placement: 'header' | 'footer'; label: string }) {
  const primary = theme.colors.primary;
  if (placement === 'header') {
    return (
      <svg className="landing-header__logo" viewBox="0 0 160 40" width={160} height={40} role="img" aria-label={label}>
        <rect x={2} y={4} width={32} height={32} rx={8} fill={primary} />
        <path d={theme.mark} transform="translate(6 8)" fill="none" stroke="#fff" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />
        <text x={42} y={27} fontFamily={WORDMARK_FONT} fontSize={19} fontWeight={700} fill={primary}>
          {label}
        </text>
      </svg>
    );
  }
  return (
    <svg className="landing-footer__logo" viewBox="0 0 128 32" width={128} height={32} role="img" aria-label={label}>
      <path d={theme.mark} transform="translate(2 4)" fill="none" stroke={primary} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      <text x={32} y={21} fontFamily={WORDMARK_FONT} fontSize={15} fontWeight={600} fill="currentColor">
        {label}
      </text>
    </svg>
  );
}
