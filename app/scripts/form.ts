/** Placeholder: the forms' script (issue 56) is not written yet. */
export {};
