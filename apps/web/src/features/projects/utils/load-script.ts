/** Adds a script once and waits for it; fails on error or after `timeoutMs` (no network, blocked). */
export function loadScript(src: string, timeoutMs: number): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? Object.assign(document.createElement('script'), { src, async: true });
    const timer = window.setTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new Error(`Could not load ${src}`));
    });
    if (!existing) document.head.append(script);
  });
}
