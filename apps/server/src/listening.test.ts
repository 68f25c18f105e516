// The plain line printed on start-up names an address a browser on this machine can open.
import { describe, expect, it } from 'vitest';
import { localAddress, runningLine } from './listening.ts';

describe('runningLine', () => {
  it('names localhost when the server listens on every interface', () => {
    expect(runningLine('0.0.0.0', 3000)).toBe('Podium is running at http://localhost:3000');
    expect(runningLine('::', 3000)).toBe('Podium is running at http://localhost:3000');
  });

  it('names the interface it listens on, an IPv6 one in brackets', () => {
    expect(localAddress('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(localAddress('::1', 8080)).toBe('http://[::1]:8080');
    expect(localAddress('podium.lan', 80)).toBe('http://podium.lan:80');
  });

  it('adds the public address when it is another one', () => {
    expect(runningLine('0.0.0.0', 3000, 'https://podium.example')).toBe(
      'Podium is running at http://localhost:3000 (public address https://podium.example)',
    );
    expect(runningLine('0.0.0.0', 3000, 'http://localhost:3000/')).toBe(
      'Podium is running at http://localhost:3000',
    );
  });
});
