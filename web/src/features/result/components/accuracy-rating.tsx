import { useId, useRef, useState } from 'react';
import { localStore } from '../../../lib/storage';
import { useRateResult } from '../api/rate-result';
import { rememberRating, rememberedRating } from '../result-memory';
import { useResultTranslation, type ResultKey } from '../result-i18n';

const VALUES = [1, 2, 3, 4, 5] as const;
const LABELS: Record<(typeof VALUES)[number], ResultKey> = {
  1: 'rating.value1',
  2: 'rating.value2',
  3: 'rating.value3',
  4: 'rating.value4',
  5: 'rating.value5',
};

/** 'How accurate is this?' 1–5; each choice is saved at once (rating again replaces it). */
export function AccuracyRating({ orderNumber }: { orderNumber: string }) {
  const { t } = useResultTranslation();
  const id = useId();
  const { rate, isSaving } = useRateResult(orderNumber);
  const [chosen, setChosen] = useState<number | null>(() => rememberedRating(localStore, orderNumber));
  const [saved, setSaved] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  // Arrow keys move through the choices and each one is sent; only the latest answer counts.
  const latest = useRef(0);

  async function save(value: number) {
    const call = ++latest.current;
    setChosen(value);
    setFailed(null);
    try {
      const answer = await rate(value);
      if (call !== latest.current) return;
      rememberRating(localStore, orderNumber, answer.rating);
      setSaved(answer.rating);
    } catch {
      if (call === latest.current) setFailed(value);
    }
  }

  return (
    <fieldset className="rating" aria-describedby={`${id}-status`}>
      <legend className="rating__legend">{t('rating.legend')}</legend>
      <div className="rating__options">
        {VALUES.map((value) => (
          <label key={value} className="rating__option">
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={chosen === value}
              onChange={() => void save(value)}
            />
            <span className="rating__value" aria-hidden="true">
              {value}
            </span>
            <span className="rating__label">{t(LABELS[value])}</span>
          </label>
        ))}
      </div>
      <div id={`${id}-status`} role="status" className="rating__status">
        {isSaving ? t('rating.saving') : saved !== null ? t('rating.thanks', { rating: saved }) : null}
      </div>
      {failed !== null && !isSaving ? (
        <div className="result-alert" role="alert">
          <p>{t('rating.failed')}</p>
          <button type="button" className="button" onClick={() => void save(failed)}>
            {t('errors.retry')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
