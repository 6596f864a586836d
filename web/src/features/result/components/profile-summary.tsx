import type { DimensionScore, ProfileResult } from '../result-scales';
import { useResultTranslation } from '../result-i18n';

/**
 * The free result of a five-dimension profile (the mapping test): the profile code, the server's summary and
 * each dimension as a position 0–100 with its level name. No type, no letters.
 */
export function ProfileSummary({ result, own }: { result: ProfileResult; own: boolean }) {
  const { t } = useResultTranslation();
  return (
    <>
      <header className="result__header">
        <p className="result__kicker">{own ? t('profile.heading') : t('profile.sharedHeading')}</p>
        <h1 id="result-title" className="result__title">
          <span className="result__profile-code" data-testid="profile-code">
            <span className="visually-hidden">{t('profile.codeLabel')} </span>
            {result.profileCode}
          </span>
          {result.title ? <span className="result__name">{result.title}</span> : null}
        </h1>
        {result.summary ? <p className="result__summary">{result.summary}</p> : null}
      </header>
      {result.dimensions.length > 0 ? (
        <section className="result__scales" aria-labelledby="dimensions-title">
          <h2 id="dimensions-title">{t('profile.dimensionsHeading')}</h2>
          <p className="result__intro">{t('profile.dimensionsIntro')}</p>
          <ul className="scale-bars">
            {result.dimensions.map((dimension) => (
              <DimensionBar key={dimension.code || dimension.name} dimension={dimension} />
            ))}
          </ul>
          <p className="result__honesty">{t('profile.honesty')}</p>
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
