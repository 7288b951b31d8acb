/** The admin session cookie's name (kept apart, so the request gate needs nothing else). */
export const SESSION_COOKIE = "pk_admin";
