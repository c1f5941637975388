export interface TagState {
  stale?: number;
  expired?: number;
}

export function encodeEntry(value: unknown): string;
export function decodeEntry(text: string): unknown;
export function outdatedByTags(lastModified: number, tagStates: ReadonlyArray<TagState | undefined>, now: number): boolean;
export function entryTags(value: unknown, context: { kind?: string; tags?: string[]; softTags?: string[] }): string[];
export function revalidatedState(previous: TagState | undefined, durations: { expire?: number } | undefined, now: number): TagState;

export default class PageCacheHandler {
  constructor(context: { serverDistDir?: string });
  get(key: string, context: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<unknown>;
  set(key: string, data: unknown, context: { fetchCache?: boolean; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
