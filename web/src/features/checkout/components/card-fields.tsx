/** The test-mode card form: our own fields for the local sandbox provider, with its test cards. */
import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import { useCheckoutTranslation, type CheckoutKey } from '../checkout-i18n';
import {
  formatCardNumber,
  formatExpiryInput,
  SANDBOX_TEST_CARDS,
  type CardErrors,
  type CardField,
  type CardForm,
} from '../card-validation';

export interface CardFieldsHandle {
  focus(field: CardField): void;
}

interface CardFieldsProps {
  idPrefix: string;
  card: CardForm;
  errors: CardErrors;
  disabled: boolean;
  onChange: (card: CardForm) => void;
}

const LABELS: Record<CardField, CheckoutKey> = {
  cardNumber: 'card.number',
  expiry: 'card.expiry',
  cvc: 'card.cvc',
  cardholderName: 'card.name',
  postalCode: 'card.postalCode',
};

const INPUT_PROPS: Record<CardField, InputHTMLAttributes<HTMLInputElement>> = {
  cardNumber: { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxLength: 23 },
  expiry: { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 7 },
  cvc: { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
  cardholderName: { autoComplete: 'cc-name', maxLength: 100 },
  postalCode: { autoComplete: 'postal-code', maxLength: 12 },
};

export const CardFields = forwardRef<CardFieldsHandle, CardFieldsProps>(function CardFields(
  { idPrefix, card, errors, disabled, onChange },
  ref,
) {
  const { t } = useCheckoutTranslation();
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  useImperativeHandle(ref, () => ({ focus: (field) => inputs.current[field]?.focus() }), []);

  function update(field: CardField, value: string) {
    if (field === 'cardNumber') onChange({ ...card, cardNumber: formatCardNumber(value) });
    else if (field === 'expiry') onChange({ ...card, expiry: formatExpiryInput(value, card.expiry) });
    else if (field === 'cvc') onChange({ ...card, cvc: value.replace(/\D/g, '').slice(0, 4) });
    else onChange({ ...card, [field]: value });
  }

  const field = (name: CardField) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return (
      <div className={`checkout-field checkout-field--${name}`}>
        <label htmlFor={id}>{t(LABELS[name])}</label>
        <input
          {...INPUT_PROPS[name]}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={id}
          name={name}
          value={card[name]}
          disabled={disabled}
          required
          onChange={(event) => update(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {t(`errors.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="checkout-card" disabled={disabled}>
      <legend>{t('card.legend')}</legend>
      {field('cardNumber')}
      <div className="checkout-card__row">
        {field('expiry')}
        {field('cvc')}
      </div>
      {field('cardholderName')}
      {field('postalCode')}
      <details className="checkout-testcards" open>
        <summary>
          <strong>{t('common.testMode')}</strong> · {t('card.testHeading')}
        </summary>
        <p className="checkout-muted">{t('common.testModeNote')} {t('card.testIntro')}</p>
        <ul>
          {SANDBOX_TEST_CARDS.map((test) => (
            <li key={test.number}>
              <code>{test.number}</code> — {t(`card.outcomes.${test.outcome}`)}{' '}
              <button
                type="button"
                className="checkout-linkbutton"
                onClick={() => onChange({ ...card, cardNumber: test.number })}
                aria-label={`${t('card.useCard')}: ${test.number}`}
              >
                {t('card.useCard')}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
});
