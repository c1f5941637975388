export { redirect, usePathname, useRouter, getPathname } from './locale-navigation';
export { Link, type LinkProps } from './site-link';
