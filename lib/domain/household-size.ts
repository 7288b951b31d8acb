/** priminfo.admin.ch compares up to six persons; so does this search. */
export const MAX_HOUSEHOLD_PERSONS = 6;
