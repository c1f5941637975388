const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script (sign-in SDKs, maps) once per page. A script that fails or takes longer
 * than `timeoutMs` (offline, blocked) rejects and is removed, so a later attempt starts afresh.
 */
export function loadScript(src: string, timeoutMs = 10_000): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(new Error(`${src}: ${reason}`));
    };
    const timer = window.setTimeout(() => fail('timed out'), timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('failed to load');
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}
