/** The bare reference app of `npm run bench:pages` (copied to a temporary folder and built there by scripts/bench-pages.sh). */
export default { poweredByHeader: false };
