import classes from '../quotes.module.css';

/**
 * The wizard's steps as an ordered list: the current one carries aria-current="step" and a bold label,
 * done ones a check mark, so the state never rests on colour alone.
 */
export function StepIndicator({ labels, current }: { labels: string[]; current: number }) {
  return (
    <ol className={classes.steps}>
      {labels.map((label, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li key={label} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.stepMark} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className={classes.stepLabel}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
