/**
 * Brings a search's results into view when they are not where the eye is. On a phone the
 * calculator's results lie under the form and its tips, so without this a search ends with the
 * visitor looking at the tips (and the toast); on a wide screen they sit beside the form and
 * nothing moves, unless the visitor had scrolled away from their top.
 */
export function revealResults(element: HTMLElement | null) {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight / 3) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  element.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}
