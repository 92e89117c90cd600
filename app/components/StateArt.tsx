/** The illustration of the not-found and error pages: an empty plate with cutlery (drawn here, no emoji font needed). */
export function StateArt() {
  return (
    <svg className="state-page__art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="52" r="30" fill="#fff" stroke="#eadfd6" strokeWidth="3" />
      <circle cx="48" cy="52" r="19" fill="none" stroke="#ffedd5" strokeWidth="5" />
      <path
        d="M10 24v14a5 5 0 0 0 10 0V24M15 24v58"
        stroke="#9a3412"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M82 82V24c-6 4-8 14-8 24h8"
        stroke="#9a3412"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
