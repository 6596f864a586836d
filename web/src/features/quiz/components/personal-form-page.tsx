import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { trackingForPurchase } from '../../../lib/landing-entry';
import { useCountryList, type Country } from '../api/country-list';
import { usePlaceOrder } from '../api/place-order';
import { fetchQuestionList, useQuestionList } from '../api/question-list';
import { isRetryable, needsAnswersAgain } from '../quiz-errors';
import { flowSearch, useExamId, useFlowNavigate, useStartAtTop } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation, type QuizKey } from '../quiz-i18n';
import { buildQuizParts } from '../quiz-parts';
import { buildMatricesTest, matricesAnswersForSubmit, secondsSpent } from '../matrices-test';
import { answersForSubmit, countAnswered, type Gender } from '../quiz-state';
import { useQuizState } from '../quiz-store';
import {
  birthYearRange,
  firstInvalidField,
  GENDERS,
  normalizeEmail,
  validatePersonalForm,
  type FormErrors,
  type FormField,
} from '../quiz-validation';
import { AlreadyCompleted } from './already-completed';
import { useErrorText } from './error-message';
import { LoadError } from './load-error';
import { TextField } from './text-field';
import '../quiz.css';

const GENDER_LABELS: Record<Gender, QuizKey> = {
  male: 'form.genderMale',
  female: 'form.genderFemale',
  secret: 'form.genderSecret',
};

/** The region of the browser's language (`en-GB` → GB), to preselect the country. */
function browserRegion(countries: Country[]): string | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = /^[a-z]{2,3}[-_]([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region && countries.some((c) => c.code === region)) return region;
  }
  return null;
}

type SubmitProblem = { kind: 'incomplete' } | { kind: 'error'; error: unknown };

/**
 * `/answer/submit`: first name, last name, e-mail (prefilled), year of birth, gender and
 * country/region; sends the answers with them (POST /exam/order/info) and opens the free result.
 */
export function PersonalFormPage() {
  const { t } = useQuizTranslation();
  const errorText = useErrorText();
  const examId = useExamId();
  const locale = currentLocale();
  const [state, dispatch] = useQuizState(examId);
  const goTo = useFlowNavigate();
  const { search } = useLocation();
  const id = useId();
  const { quiz, matrices } = useQuestionList(examId, locale);
  const countryList = useCountryList(locale);
  const { placeOrder, isSending } = usePlaceOrder();
  const botCheck = useBotCheck();
  const [attempted, setAttempted] = useState(false);
  const [serverEmailError, setServerEmailError] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const fields = useRef(new Map<FormField, HTMLElement>());
  const register = (field: FormField) => (element: HTMLElement | null) => {
    if (element) fields.current.set(field, element);
  };
  useDocumentTitle(t('form.pageTitle'));
  useStartAtTop();

  const { min, max } = birthYearRange();
  const errors: FormErrors = attempted ? validatePersonalForm(state.form, state.email) : {};
  if (serverEmailError && !errors.email) errors.email = 'emailInvalid';
  const message = (field: FormField): string | undefined => {
    const key = errors[field];
    return key ? t(`errors.${key}`, { min, max }) : undefined;
  };

  // Once the list is there, suggest the browser's region when nothing is chosen yet (only once).
  const countries = countryList.countries;
  const suggested = useRef(false);
  useEffect(() => {
    if (!countries || suggested.current) return;
    suggested.current = true;
    const region = state.form.country ? null : browserRegion(countries);
    if (region) dispatch({ type: 'updateForm', patch: { country: region } });
  }, [countries, state.form.country, dispatch]);

  // A timed attempt may end with no answer at all; it is still to be sent.
  if (state.lastOrderNumber && Object.keys(state.answers).length === 0 && state.finishedAt === null && !isSending) {
    return <AlreadyCompleted orderNumber={state.lastOrderNumber} />;
  }

  async function send() {
    setProblem(null);
    try {
      const list = quiz ? null : await fetchQuestionList(examId, locale);
      const parts = quiz ?? buildQuizParts(list ?? {});
      const timed = list ? buildMatricesTest(list) : matrices;
      const answers = timed ? matricesAnswersForSubmit(state.answers, timed.itemIds) : answersForSubmit(state.answers, parts.questionIds);
      if (!answers || (timed && state.startedAt === null)) {
        setProblem({ kind: 'incomplete' });
        return;
      }
      const elapsed =
        timed && state.startedAt !== null
          ? { elapsedSeconds: secondsSpent(state.startedAt, state.finishedAt ?? Date.now(), timed.timeLimitSeconds) }
          : {};
      const { form } = state;
      const order = await placeOrder({
        examId,
        locale,
        email: normalizeEmail(state.email),
        answers,
        ...elapsed,
        form: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          yearOfBirth: Number(form.yearOfBirth.trim()),
          gender: form.gender as Gender,
          country: form.country,
        },
        // The landing's stored keys, then the ones in this URL.
        tracking: trackingForPurchase(search),
        proof: botCheck.proof(),
      });
      botCheck.settle();
      dispatch({ type: 'orderPlaced', orderNumber: order.orderNumber });
      goTo(quizPaths.result, { orderNumber: order.orderNumber });
    } catch (error) {
      if (botCheck.settle(error)) return;
      if (error instanceof ApiError && error.reason === 'INVALID_EMAIL') {
        setServerEmailError(true);
        fields.current.get('email')?.focus();
        return;
      }
      setProblem({ kind: 'error', error });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    setAttempted(true);
    const invalid = firstInvalidField(validatePersonalForm(state.form, state.email));
    if (invalid) {
      fields.current.get(invalid)?.focus();
      return;
    }
    void send();
  }

  const update = (patch: Partial<typeof state.form>) => dispatch({ type: 'updateForm', patch });
  const hasErrors = Object.keys(errors).length > 0;
  const genderErrorId = `${id}-gender-error`;
  const countryErrorId = `${id}-country-error`;
  // The matrices test sends what was answered in time; only the questionnaires must be complete.
  const answeredSome = quiz && !matrices ? countAnswered(state.answers, quiz.questionIds) : null;

  return (
    <section className="quiz-panel quiz-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('form.heading')}</h1>
      <p>{t('form.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={isSending || undefined}>
        <div role="alert" className="quiz__alert">
          {hasErrors ? <p className="field-error">{t('form.errorSummary')}</p> : null}
        </div>
        <div className="field-row">
          <TextField
            id={`${id}-first`}
            label={t('form.firstName')}
            value={state.form.firstName}
            onValueChange={(firstName) => update({ firstName })}
            error={message('firstName')}
            inputRef={register('firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            id={`${id}-last`}
            label={t('form.lastName')}
            value={state.form.lastName}
            onValueChange={(lastName) => update({ lastName })}
            error={message('lastName')}
            inputRef={register('lastName')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField
          id={`${id}-email`}
          label={t('form.email')}
          type="email"
          value={state.email}
          onValueChange={(email) => {
            setServerEmailError(false);
            dispatch({ type: 'setEmail', email });
          }}
          error={message('email')}
          inputRef={register('email')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
        />
        <TextField
          id={`${id}-year`}
          label={t('form.yearOfBirth')}
          hint={t('form.yearHint')}
          value={state.form.yearOfBirth}
          onValueChange={(yearOfBirth) => update({ yearOfBirth: yearOfBirth.replace(/\D/g, '').slice(0, 4) })}
          error={message('yearOfBirth')}
          inputRef={register('yearOfBirth')}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          required
        />
        <fieldset
          className="field field--choices"
          role="radiogroup"
          aria-required="true"
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={errors.gender ? genderErrorId : undefined}
        >
          <legend>{t('form.gender')}</legend>
          <div className="choices">
            {GENDERS.map((gender, index) => (
              <label key={gender} className="choice">
                <input
                  type="radio"
                  name="gender"
                  value={gender}
                  checked={state.form.gender === gender}
                  onChange={() => update({ gender })}
                  ref={index === 0 ? register('gender') : undefined}
                />
                <span>{t(GENDER_LABELS[gender])}</span>
              </label>
            ))}
          </div>
          {errors.gender ? (
            <p id={genderErrorId} className="field-error">
              {message('gender')}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('form.country')}</label>
          {countryList.error && !countries ? (
            <LoadError onRetry={countryList.retry} />
          ) : (
            <select
              id={`${id}-country`}
              ref={register('country')}
              value={state.form.country}
              onChange={(event) => update({ country: event.target.value })}
              required
              autoComplete="country"
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? countryErrorId : undefined}
            >
              <option value="">{countries ? t('form.chooseCountry') : t('form.countriesLoading')}</option>
              {countries?.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
          {errors.country ? (
            <p id={countryErrorId} className="field-error">
              {message('country')}
            </p>
          ) : null}
        </div>
        <div role="alert" className="quiz__alert">
          {problem?.kind === 'incomplete' || (problem?.kind === 'error' && needsAnswersAgain(problem.error)) ? (
            <div className="quiz-alert quiz-alert--error">
              <p>{problem.kind === 'incomplete' ? t('errors.incompleteAnswers') : errorText(problem.error)}</p>
              <Link className="button" to={{ pathname: state.questionPath ?? quizPaths.questions, search: flowSearch(search) }}>
                {t('submitFlow.backToQuestions')}
              </Link>
            </div>
          ) : problem?.kind === 'error' ? (
            <div className="quiz-alert quiz-alert--error">
              <p>{errorText(problem.error)}</p>
              {isRetryable(problem.error) ? (
                <button type="button" className="button" onClick={() => void send()} disabled={isSending}>
                  {t('errors.retry')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {botCheck.field}
        <button type="submit" className="button button--large" aria-disabled={isSending || undefined}>
          {isSending ? t('form.submitting') : t('form.submit')}
        </button>
        {answeredSome !== null && answeredSome < (quiz?.total ?? 0) && !problem ? (
          <p className="quiz-note">
            {t('submitFlow.incompleteText')}{' '}
            <Link to={{ pathname: state.questionPath ?? quizPaths.questions, search: flowSearch(search) }}>
              {t('submitFlow.backToQuestions')}
            </Link>
          </p>
        ) : null}
      </form>
    </section>
  );
}
