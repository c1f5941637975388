import { describe, expect, it } from 'vitest';
import { createLatestWins } from './latest-wins';

describe('createLatestWins', () => {
  it('aborts the previous request with the same key and marks it stale', () => {
    const latest = createLatestWins();
    const first = latest.begin('search');
    const second = latest.begin('search');
    expect(first.signal.aborted).toBe(true);
    expect(first.isLatest()).toBe(false);
    expect(second.signal.aborted).toBe(false);
    expect(second.isLatest()).toBe(true);
  });

  it('keeps requests with different keys independent', () => {
    const latest = createLatestWins();
    const projects = latest.begin('projects');
    const reports = latest.begin('reports');
    expect(projects.isLatest()).toBe(true);
    expect(reports.isLatest()).toBe(true);
    expect(projects.signal.aborted).toBe(false);
  });

  it('does not let a finished stale request unregister the newer one', () => {
    const latest = createLatestWins();
    const first = latest.begin('search');
    const second = latest.begin('search');
    first.finish();
    expect(second.isLatest()).toBe(true);
    second.finish();
    expect(latest.begin('search').signal.aborted).toBe(false);
  });
});
