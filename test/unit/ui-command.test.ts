import { describe, expect, it } from 'vitest';
import { browserOpener, dashboardAddresses, dashboardUrl } from '../../src/cli/ui.js';

describe('contextd ui', () => {
  it('names the project in the URL, percent-encoded', () => {
    expect(dashboardUrl('http://127.0.0.1:9090', 'app-1234abcd')).toBe('http://127.0.0.1:9090/?project=app-1234abcd');
    expect(dashboardUrl('http://127.0.0.1:9090/', 'a b&c')).toBe('http://127.0.0.1:9090/?project=a+b%26c');
  });

  it('serve prints a dashboard URL a browser can open: loopback for a wildcard bind, and the host name for other machines', () => {
    expect(dashboardAddresses('0.0.0.0', 9090, 'build-box')).toEqual({ local: 'http://127.0.0.1:9090/', remote: 'http://build-box:9090/' });
    expect(dashboardAddresses('::', 9090, 'build-box')).toEqual({ local: 'http://[::1]:9090/', remote: 'http://build-box:9090/' });
    expect(dashboardAddresses('0.0.0.0', 9090, '')).toEqual({ local: 'http://127.0.0.1:9090/', remote: null });
    expect(dashboardAddresses('127.0.0.1', 9090, 'build-box')).toEqual({ local: 'http://127.0.0.1:9090/', remote: null });
    expect(dashboardAddresses('10.0.0.5', 9090, 'build-box')).toEqual({ local: 'http://10.0.0.5:9090/', remote: null });
    expect(dashboardAddresses('::1', 9090, 'build-box')).toEqual({ local: 'http://[::1]:9090/', remote: null });
  });

  it('opens a browser with the desktop’s opener, and none without a display', () => {
    expect(browserOpener('darwin', {})).toEqual({ command: 'open', args: [] });
    expect(browserOpener('win32', {})).toEqual({ command: 'cmd', args: ['/c', 'start', '""'] });
    expect(browserOpener('linux', { PATH: '/usr/bin' })).toBeNull();
    expect(browserOpener('linux', { DISPLAY: ':0', PATH: '/nonexistent' })).toBeNull();
  });
});
