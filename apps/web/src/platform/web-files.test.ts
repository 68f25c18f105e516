// Files on web: a file input picks (what it accepts, one or several, none when closed) and leaves the page once
// answered; saving downloads the file under its name and lets its address go.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createWebFiles } from './web-files.ts';

function openInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input is open');
  return input;
}

function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change'));
}

afterEach(() => vi.restoreAllMocks());

describe('files on web', () => {
  it('opens a file input accepting what was asked, and answers the files picked', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const picking = createWebFiles().pick({ accept: 'image/*', multiple: true });
    const input = openInput();
    expect(click).toHaveBeenCalledOnce();
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    const photos = [new File(['a'], 'a.jpeg', { type: 'image/jpeg' }), new File(['b'], 'b.png')];
    choose(input, photos);
    expect(await picking).toEqual(photos);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('answers no files when the picker is closed, and picks one by default', async () => {
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const picking = createWebFiles().pick({ accept: '.pdf' });
    const input = openInput();
    expect(input.multiple).toBe(false);
    input.dispatchEvent(new Event('cancel'));
    expect(await picking).toEqual([]);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('saves a file as a download under its name, then lets its address go', async () => {
    const createObjectURL = vi.fn(() => 'blob:https://podium.app/1');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: these stand in for the test, and go after it.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const clicked: { href: string; download: string; isInPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, isInPage: document.body.contains(this) });
    });
    const video = new Blob(['mp4'], { type: 'video/mp4' });
    await createWebFiles().save(video, 'podium-2026-01-10-1200.mp4');
    expect(createObjectURL).toHaveBeenCalledWith(video);
    expect(clicked).toEqual([
      { href: 'blob:https://podium.app/1', download: 'podium-2026-01-10-1200.mp4', isInPage: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:https://podium.app/1'));
  });
});
