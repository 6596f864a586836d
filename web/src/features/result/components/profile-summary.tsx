import type { ProfileWording } from '../profile-wording';
import type { DimensionScore, ProfileResult } from '../result-scales';
import { useResultTranslation } from '../result-i18n';

/**
 * The free result of a profile (the mapping test's five dimensions, the profile tests' three or six scales):
 * the heading (the mapping test's profile code, else the server's title), the server's summary and each scale
 * as a position 0–100 with its level name. No type, no letters.
 */
export function ProfileSummary({ result, own, wording }: { result: ProfileResult; own: boolean; wording: ProfileWording }) {
  const { t } = useResultTranslation();
  return (
    <>
      <header className="result__header" data-result-code={result.profileCode}>
        <p className="result__kicker">{own ? t(wording.heading) : t(wording.sharedHeading)}</p>
        <h1 id="result-title" className="result__title">
          {wording.codeLabel ? (
            <span className="result__profile-code" data-testid="profile-code">
              <span className="visually-hidden">{t(wording.codeLabel)} </span>
              {result.profileCode}
            </span>
          ) : null}
          {result.title ? (
            <span className="result__name" data-testid="result-title">
              {result.title}
            </span>
          ) : wording.codeLabel ? null : (
            <span className="result__name">{t(wording.pageTitle)}</span>
          )}
        </h1>
        {result.summary ? <p className="result__summary">{result.summary}</p> : null}
      </header>
      {result.dimensions.length > 0 ? (
        <section className="result__scales" aria-labelledby="dimensions-title">
          <h2 id="dimensions-title">{t(wording.scalesHeading)}</h2>
          <p className="result__intro">{t(wording.scalesIntro)}</p>
          <ul className="scale-bars">
            {result.dimensions.map((dimension) => (
              <DimensionBar key={dimension.code || dimension.name} dimension={dimension} />
            ))}
          </ul>
          <p className="result__honesty">{t(wording.honesty)}</p>
        </section>
      ) : null}
    </>
  );
}

/** One dimension: its name and level, the position marked on a bar between the two ends, the level's headline. */
function DimensionBar({ dimension }: { dimension: DimensionScore }) {
  const { t } = useResultTranslation();
  return (
    <li className="scale-bar dimension-bar" data-dimension={dimension.code} data-level={dimension.level}>
      <h3 className="dimension-bar__name">
        {dimension.name}
        <span className="dimension-bar__level"> · {t('profile.level', { level: dimension.level, name: dimension.levelName })}</span>
      </h3>
      <div className="scale-bar__poles" aria-hidden="true">
        <span>{dimension.lowPole}</span>
        <span>{dimension.highPole}</span>
      </div>
      <div className="scale-bar__track" aria-hidden="true">
        <span className="scale-bar__marker" style={{ left: `${dimension.position}%` }} />
      </div>
      <p className="scale-bar__reading">{t('profile.position', { position: dimension.position })}</p>
      {dimension.headline ? <p className="dimension-bar__headline">{dimension.headline}</p> : null}
    </li>
  );
}
