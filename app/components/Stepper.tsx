import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { TIMINGS } from '~/domain/constants';

/**
 * The item sheet's quantity (SPEC §5: 1 to 99). Without JavaScript: a number field, and − / + buttons that
 * reload the sheet with the new quantity (set_<name>) and every choice kept (a GET of the same form). With it: a
 * compact stepper that expands on tap and collapses after 2 s (SPEC §9).
 */
export function Stepper({
  name,
  value,
  min,
  max,
  onChange,
  reloadAction,
  label,
}: {
  name: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** where the no-JavaScript − / + submit to (GET) */
  reloadAction: string;
  label: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<number>();
  const touch = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setExpanded(false), TIMINGS.stepperCollapseMs);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!hydrated) {
    return (
      <div className="stepper">
        <button
          type="submit"
          formMethod="get"
          formAction={reloadAction}
          name={`set_${name}`}
          value={Math.max(min, value - 1)}
          className="stepper__button"
          aria-label={t('item.decrease', { name: label })}
          disabled={value <= min}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={`${name}-field`}>
          {t('item.quantityOf', { name: label })}
        </label>
        <input
          id={`${name}-field`}
          className="stepper__field"
          type="number"
          name={name}
          defaultValue={value}
          min={min}
          max={max}
          inputMode="numeric"
          required
        />
        <button
          type="submit"
          formMethod="get"
          formAction={reloadAction}
          name={`set_${name}`}
          value={Math.min(max, value + 1)}
          className="stepper__button"
          aria-label={t('item.increase', { name: label })}
          disabled={value >= max}
        >
          +
        </button>
      </div>
    );
  }
  const set = (next: number) => {
    onChange(Math.max(min, Math.min(max, next)));
    touch();
  };
  return (
    <div className={`stepper${expanded ? ' stepper--expanded' : ' stepper--compact'}`}>
      <input type="hidden" name={name} value={value} />
      {expanded ? (
        <>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('item.decrease', { name: label })}
            onClick={() => set(value - 1)}
            disabled={value <= min}
          >
            −
          </button>
          <output className="stepper__value" aria-live="polite" aria-label={t('item.quantityOf', { name: label })}>
            {value}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('item.increase', { name: label })}
            onClick={() => set(value + 1)}
            disabled={value >= max}
          >
            +
          </button>
        </>
      ) : (
        <button
          type="button"
          className="stepper__value stepper__value--button"
          aria-label={`${t('item.quantityOf', { name: label })}: ${value}`}
          aria-expanded={false}
          onClick={() => {
            setExpanded(true);
            touch();
          }}
        >
          {value}
        </button>
      )}
    </div>
  );
}
