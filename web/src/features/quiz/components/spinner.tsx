/** A busy indicator with a spoken label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="quiz-spinner" role="status">
      <span className="quiz-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
