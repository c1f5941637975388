export { getPathname, redirect } from './locale-path';
export { usePathname, useRouter } from './locale-router';
export { Link, type LinkProps } from './site-link';
