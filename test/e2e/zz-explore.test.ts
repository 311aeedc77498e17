import { test } from 'vitest';
import { e2eHome, connectMcp, bulkText, structured, readDaemonJson } from '../helpers/e2e.js';
test('explore', async () => {
  const h = await e2eHome();
  const t0 = performance.now();
  const m = await connectMcp(h);
  console.log('connect', performance.now() - t0);
  const r0 = await m.call('checkpoint_list', {});
  console.log('first call', performance.now() - t0, JSON.stringify(r0).slice(0, 200));
  const big = bulkText(5 * 1024 * 1024 - 100);
  const events: any[] = [];
  const t1 = performance.now();
  const r = await m.call('checkpoint_save', { summary: 'big', full_state: big }, { onprogress: (p) => events.push({ t: performance.now() - t1, ...p }) });
  console.log('save', performance.now() - t1, JSON.stringify(r.structuredContent), events.length, JSON.stringify(events.slice(0, 5)), JSON.stringify(events.slice(-3)));
  console.log(readDaemonJson(h.home));
  await m.close();
  await h.cleanup();
}, 60000);
