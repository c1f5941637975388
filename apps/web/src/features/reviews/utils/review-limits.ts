/**
 * The review lists' sizes and the text limit of the contracts (`@app/contracts/reviews`), repeated
 * here so the browser does not load the contracts' schemas for three numbers; a test keeps them equal.
 */
export const REVIEWS_PER_PAGE = 9;
export const REPLIES_PER_PAGE = 50;
export const REVIEW_TEXT_MAX = 2000;
