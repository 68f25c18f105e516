// Media URLs are upgraded to https (spec 5, 9), except on local hosts that serve no TLS.
import { describe, expect, it } from 'vitest';
import { MediaUrlSchema, upgradeToHttps } from './athletes.ts';

describe('upgradeToHttps', () => {
  it('upgrades remote http URLs', () => {
    expect(upgradeToHttps('http://videos.example.com/a.mp4')).toBe('https://videos.example.com/a.mp4');
    expect(upgradeToHttps('http://localhost.example.com/a.mp4')).toBe('https://localhost.example.com/a.mp4');
    expect(upgradeToHttps('http://172.32.0.1/a.mp4')).toBe('https://172.32.0.1/a.mp4');
    expect(upgradeToHttps('http://192.168.1.20.example.com/a.mp4')).toBe(
      'https://192.168.1.20.example.com/a.mp4',
    );
  });

  it('leaves https and local hosts alone', () => {
    expect(upgradeToHttps('https://res.cloudinary.com/x.mp4')).toBe('https://res.cloudinary.com/x.mp4');
    expect(upgradeToHttps('http://localhost:3000/media/a.mp4')).toBe('http://localhost:3000/media/a.mp4');
    expect(upgradeToHttps('http://127.0.0.1:3100/media/a.mp4')).toBe('http://127.0.0.1:3100/media/a.mp4');
    expect(upgradeToHttps('http://podium.test/media/a.mp4')).toBe('http://podium.test/media/a.mp4');
    expect(upgradeToHttps('http://192.168.1.20:3000/media/a.mp4')).toBe(
      'http://192.168.1.20:3000/media/a.mp4',
    );
    expect(upgradeToHttps('http://10.0.0.7/media/a.mp4')).toBe('http://10.0.0.7/media/a.mp4');
    expect(upgradeToHttps('http://172.20.1.2/media/a.mp4')).toBe('http://172.20.1.2/media/a.mp4');
    expect(upgradeToHttps('http://club-server.lan/media/a.mp4')).toBe('http://club-server.lan/media/a.mp4');
  });

  it('refuses what is not an http(s) URL', () => {
    expect(MediaUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(MediaUrlSchema.safeParse('ftp://example.com/a.mp4').success).toBe(false);
  });
});
