// A public athlete page the server drew (issue 23): the app reads the reply the page carries and starts from it, asking
// nothing; a refusal shows as if it had been asked; the reply serves one screen once, and only the address it answers.
import { SERVER_PAGE_DATA_ID, type ServerPageData } from '@podium/core';
import { act, configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readServerPage } from '../ssr/hydrate.tsx';
import { stubApi } from '../test/api-stub.ts';
import { buildDashProfile } from '../test/athlete-fixtures.ts';
import { renderApp } from '../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const profile = buildDashProfile({
  _id: 'p-2',
  isOwner: false,
  user: { _id: 'u-2', name: 'Sam Reyes', birthDate: null, age: 16, gender: null, country: 'USA', city: null },
});
const drawnAt = Date.parse('2025-03-03T10:00:00.000Z');
const served: ServerPageData = { kind: 'athlete', key: 'p-2', status: 200, body: profile, drawnAt };
const NOT_PUBLIC = { errors: [{ msg: 'This profile is not public, or there is no such athlete' }] };

const asked = (calls: { path: string }[], path: string) => calls.filter((call) => call.path === path).length;

describe('readServerPage', () => {
  function pageWith(text: string | null): Document {
    const doc = document.implementation.createHTMLDocument('page');
    if (text !== null) {
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = SERVER_PAGE_DATA_ID;
      script.textContent = text;
      doc.body.append(script);
    }
    return doc;
  }

  it('reads the reply the server put in the page, escaped markup included', () => {
    const escaped = JSON.stringify(served).replaceAll('<', '\\u003c');
    expect(readServerPage(pageWith(escaped))).toEqual(served);
    const named = { ...served, body: { user: { name: '</script>' } } };
    expect(readServerPage(pageWith(JSON.stringify(named).replaceAll('<', '\\u003c')))).toEqual(named);
  });

  it('reads nothing from a page the browser draws, or from one whose data is not a reply', () => {
    expect(readServerPage(pageWith(null))).toBeNull();
    for (const text of [
      '',
      'not json',
      '[]',
      '{"kind":"coach","key":"c-1","status":200,"body":{},"drawnAt":1}',
    ]) {
      expect(readServerPage(pageWith(text)), text).toBeNull();
    }
    const { drawnAt: _, ...undated } = served;
    expect(readServerPage(pageWith(JSON.stringify(undated)))).toBeNull();
  });
});

describe('the public athlete page drawn from the server’s reply', () => {
  it('shows the profile at once and asks the API nothing', async () => {
    const calls = stubApi({ 'GET /api/public/athlete/p-2': { body: profile } });
    renderApp('/public/athlete/p-2', { serverPage: served });
    expect(await screen.findByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked(calls, '/api/public/athlete/p-2')).toBe(0);
  });

  it('shows a refusal the server drew as the page’s not-found state, without asking', async () => {
    const calls = stubApi({ 'GET /api/public/athlete/p-2': { body: profile } });
    renderApp('/public/athlete/p-2', { serverPage: { ...served, status: 404, body: NOT_PUBLIC } });
    expect(
      await screen.findByRole('heading', { name: 'This profile is not public', level: 1 }),
    ).toBeInTheDocument();
    expect(asked(calls, '/api/public/athlete/p-2')).toBe(0);
  });

  it('asks the API for an address the reply does not answer', async () => {
    const calls = stubApi({ 'GET /api/public/athlete/p-3': { body: { ...profile, _id: 'p-3' } } });
    renderApp('/public/athlete/p-3', { serverPage: served });
    expect(await screen.findByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeInTheDocument();
    expect(asked(calls, '/api/public/athlete/p-3')).toBe(1);
  });

  it('serves its address once: coming back to it later asks the API afresh', async () => {
    const calls = stubApi({
      'GET /api/public/athlete/p-2': { body: profile },
      'GET /api/public/athlete/p-3': { body: { ...profile, _id: 'p-3' } },
    });
    const { router } = renderApp('/public/athlete/p-2', { serverPage: served });
    expect(await screen.findByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeInTheDocument();
    await act(() => router.navigate('/public/athlete/p-3'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked(calls, '/api/public/athlete/p-3')).toBe(1);
    await act(() => router.navigate('/public/athlete/p-2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked(calls, '/api/public/athlete/p-2')).toBe(1);
  });
});
