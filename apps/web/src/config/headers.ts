/** Written by the page proxy on every page request: the path and query the page renders for. */
export const PAGE_PATH_HEADER = 'x-page-path';
