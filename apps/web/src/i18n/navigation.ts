export { redirect, usePathname, useRouter, getPathname } from './locale-navigation';
export { Link } from './intent-link';
