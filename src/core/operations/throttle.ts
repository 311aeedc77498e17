/**
 * `fn` at most once every `ms`: calls in between are dropped, which suits
 * progress reports (the next call carries newer state).
 */
export function throttle<A extends unknown[]>(ms: number, fn: (...args: A) => void): (...args: A) => void {
  let last = 0;
  return (...args) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}
