/* After Calculate, bring what it did into view: on a phone the results sit below the fold, and a message may sit far
   above the button (the retirement planner). DOM only, no React. */

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Whether the top of an element is on screen, with room below it to read something. */
function topInView(element: Element): boolean {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top <= window.innerHeight * 0.75;
}

/**
 * After a calculation: the results (their heading) come into view and take focus, unless they are already on
 * screen (desktop, results beside the inputs), where focus stays on the button. After a refusal: the first
 * field with a message comes into view and takes focus; without one (a target out of reach, explained in the
 * results), the results come into view.
 */
export function revealOutcome(
  succeeded: boolean,
  form: HTMLElement | null,
  resultsHeading: HTMLElement | null,
  /** The control pressed is gone with the empty results (the example's offer): focus goes to the results even in view. */
  options: { focusResults?: boolean } = {},
) {
  // After React has committed the new messages or results.
  requestAnimationFrame(() => {
    if (!succeeded) {
      // A field with a message, or a message of its own (a row list's rule across its rows).
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-refusal]');
      if (!invalid) {
        revealOutcome(true, form, resultsHeading, options);
        return;
      }
      // A folded section opens to show its field (the retirement planner folds its sections).
      const folded = invalid.closest<HTMLElement>('[hidden]');
      if (folded) {
        const toggle = document.querySelector<HTMLElement>(`[aria-controls="${folded.id}"][aria-expanded="false"]`);
        toggle?.click();
        requestAnimationFrame(() => revealOutcome(false, form, resultsHeading, options));
        return;
      }
      if (!topInView(invalid)) invalid.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      invalid.focus({ preventScroll: true });
      return;
    }
    if (!resultsHeading) return;
    if (topInView(resultsHeading)) {
      if (options.focusResults) focusHeading(resultsHeading);
      return;
    }
    resultsHeading.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    focusHeading(resultsHeading);
  });
}

function focusHeading(resultsHeading: HTMLElement) {
  // A heading takes focus only by script: the results are announced from where the visitor now is.
  if (!resultsHeading.hasAttribute('tabindex')) resultsHeading.setAttribute('tabindex', '-1');
  resultsHeading.focus({ preventScroll: true });
}

/**
 * Enter in any field calculates: a text field submits its form by itself; a choice (a select) does not, so the
 * form's onKeyDown submits for it, as its own button would.
 */
export function submitOnEnter(event: {
  key: string;
  target: EventTarget;
  currentTarget: HTMLFormElement;
  preventDefault(): void;
}) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLSelectElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
