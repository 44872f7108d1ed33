import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Language } from '../../machines/constants';
import { languageMachine, type LanguageInput } from '../../machines/language.machine';

function startLanguage(input: LanguageInput) {
  const persistLanguage = vi.fn();
  const navigateToTwin = vi.fn();
  const machine = languageMachine.provide({
    actions: { persistLanguage, navigateToTwin },
  });
  const actor = createActor(machine, { input }).start();
  const language = (): Language => actor.getSnapshot().context.language;
  return { actor, language, persistLanguage, navigateToTwin };
}

describe('languageMachine', () => {
  describe('on start-up', () => {
    // ARCHITECTURE P2: a URL under /he is Hebrew whatever is stored; an English one, with nothing
    // or English stored, is English.
    it.each<[Language, Language | null, Language]>([
      ['he', 'en', 'he'],
      ['he', null, 'he'],
      ['en', 'en', 'en'],
      ['en', null, 'en'],
    ])('on a %s URL with %s stored, uses %s without navigating', (urlLanguage, stored, shown) => {
      const { language, navigateToTwin } = startLanguage({ urlLanguage, storedLanguage: stored });

      expect(language()).toBe(shown);
      expect(navigateToTwin).not.toHaveBeenCalled();
    });

    it('uses a stored Hebrew preference on an English URL', () => {
      const { language } = startLanguage({ urlLanguage: 'en', storedLanguage: 'he' });

      expect(language()).toBe('he');
    });

    it('replaces an English URL with its Hebrew twin when Hebrew is stored', () => {
      const { navigateToTwin } = startLanguage({ urlLanguage: 'en', storedLanguage: 'he' });

      expect(navigateToTwin).toHaveBeenCalledTimes(1);
      expect(navigateToTwin).toHaveBeenCalledWith(expect.anything(), {
        language: 'he',
        replace: true,
      });
    });

    it.each([['fr'], ['HE'], ['hebrew'], [''], [null], [undefined], [42], [{ language: 'he' }]])(
      'falls back to English when the stored value is %j',
      (storedLanguage) => {
        const { language, navigateToTwin } = startLanguage({ urlLanguage: 'en', storedLanguage });

        expect(language()).toBe('en');
        expect(navigateToTwin).not.toHaveBeenCalled();
      },
    );
  });

  describe('the language toggle', () => {
    it('switches from English to Hebrew and persists it', () => {
      const { actor, language, persistLanguage } = startLanguage({
        urlLanguage: 'en',
        storedLanguage: null,
      });
      persistLanguage.mockClear();

      actor.send({ type: 'language.toggle' });

      expect(language()).toBe('he');
      expect(persistLanguage).toHaveBeenCalledTimes(1);
      expect(persistLanguage).toHaveBeenCalledWith(expect.anything(), { language: 'he' });
    });

    it('opens the Hebrew twin of the page as a new history entry', () => {
      const { actor, navigateToTwin } = startLanguage({ urlLanguage: 'en', storedLanguage: null });

      actor.send({ type: 'language.toggle' });

      expect(navigateToTwin).toHaveBeenCalledTimes(1);
      expect(navigateToTwin).toHaveBeenCalledWith(expect.anything(), {
        language: 'he',
        replace: false,
      });
    });

    it('switches from Hebrew to English, persists it and opens the English twin', () => {
      const { actor, language, persistLanguage, navigateToTwin } = startLanguage({
        urlLanguage: 'he',
        storedLanguage: 'he',
      });
      persistLanguage.mockClear();

      actor.send({ type: 'language.toggle' });

      expect(language()).toBe('en');
      expect(persistLanguage).toHaveBeenCalledWith(expect.anything(), { language: 'en' });
      expect(navigateToTwin).toHaveBeenCalledWith(expect.anything(), {
        language: 'en',
        replace: false,
      });
    });

    it('returns to English after two toggles, persisting each change', () => {
      const { actor, language, persistLanguage } = startLanguage({
        urlLanguage: 'en',
        storedLanguage: null,
      });
      persistLanguage.mockClear();

      actor.send({ type: 'language.toggle' });
      actor.send({ type: 'language.toggle' });

      expect(language()).toBe('en');
      expect(persistLanguage.mock.calls.map(([, params]: unknown[]) => params)).toEqual([
        { language: 'he' },
        { language: 'en' },
      ]);
    });
  });

  describe('when the URL changes', () => {
    it.each<{ from: Language; to: Language }>([
      { from: 'en', to: 'he' },
      { from: 'he', to: 'en' },
      { from: 'en', to: 'en' },
      { from: 'he', to: 'he' },
    ])(
      'shows $to after a link from a $from page to a $to page, navigating no further',
      ({ from, to }) => {
        const { actor, language, navigateToTwin } = startLanguage({
          urlLanguage: from,
          storedLanguage: null,
        });

        actor.send({ type: 'url.changed', language: to });

        expect(language()).toBe(to);
        expect(navigateToTwin).not.toHaveBeenCalled();
      },
    );

    it('persists the language of the new path', () => {
      const { actor, persistLanguage } = startLanguage({
        urlLanguage: 'en',
        storedLanguage: null,
      });
      persistLanguage.mockClear();

      actor.send({ type: 'url.changed', language: 'he' });

      expect(persistLanguage).toHaveBeenCalledWith(expect.anything(), { language: 'he' });
    });

    it('toggles back to English after following a link to a Hebrew path', () => {
      const { actor, language, navigateToTwin } = startLanguage({
        urlLanguage: 'en',
        storedLanguage: null,
      });
      actor.send({ type: 'url.changed', language: 'he' });

      actor.send({ type: 'language.toggle' });

      expect(language()).toBe('en');
      expect(navigateToTwin).toHaveBeenCalledWith(expect.anything(), {
        language: 'en',
        replace: false,
      });
    });
  });
});
