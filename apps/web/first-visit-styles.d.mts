export const STYLES_COOKIE: string;
export function hasStyles(cookieHeader: string | undefined, buildId: string): boolean;
export function stylesCookie(buildId: string): string;
export function withoutStylePreloads(link: string | number | string[] | undefined): string | undefined;
export interface InlineStylesheet {
  css: string;
  fonts: string[];
}
export function createStylesheetReader(staticDir: string): (href: string) => InlineStylesheet | undefined;
