/** The premium year the site compares (BAG premiums approved in autumn 2025 for 2026). */
export const CURRENT_TARIFF_YEAR = 2026;
