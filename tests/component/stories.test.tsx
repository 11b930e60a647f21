import { render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview.tsx';
import { localeTags, type Language } from '../../src/domain/language.ts';
import { catalogueFor, storyLanguages } from '../../stories/support/i18n.ts';

/**
 * Portable stories: every story of stories/ is composed with the project annotations of
 * .storybook/preview.tsx (language toolbar decorator included) and rendered in jsdom. A story must
 * render its content in that language without any console error or warning (missing message ids,
 * React key or act warnings, router warnings...).
 *
 * Each story renders once, in one language, the languages taking turns from story to story (every
 * language is rendered by some stories); tests/component/catalogues.test.tsx checks that the other
 * languages have every key. STORY_LANGUAGES=all renders every story in all four languages.
 */
setProjectAnnotations(previewAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
type PortableStory = ComposedStoryFn<ReactRenderer, Record<string, unknown>>;
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const composed = new Map<StoryModule, Map<Language, [string, PortableStory][]>>();
/**
 * The composed stories of a module in a language (the toolbar global), as [export name, story]:
 * composed once per module and language (each story looks itself up in its module's list).
 */
function storiesIn(module: StoryModule, language: Language): [string, PortableStory][] {
  const ofModule = composed.get(module) ?? new Map<Language, [string, PortableStory][]>();
  composed.set(module, ofModule);
  let stories = ofModule.get(language);
  if (!stories) {
    stories = Object.entries(composeStories(module, { initialGlobals: { language } })) as [string, PortableStory][];
    ofModule.set(language, stories);
  }
  return stories;
}

/** The loader LanguageProvider shows until the first texts are loaded. */
const bootLoader = '[aria-label="Loading / Cargando / Chargement"]';

const plainTextsOf = new Map<Language, string[]>();
/** Texts of a language without ICU arguments: at least one of them must show in any story. */
function plainTexts(language: Language): string[] {
  let texts = plainTextsOf.get(language);
  if (!texts) {
    texts = Object.values(catalogueFor(language)).filter((value) => !value.includes('{') && value.length > 1);
    plainTextsOf.set(language, texts);
  }
  return texts;
}

let consoleError: MockInstance;
let consoleWarn: MockInstance;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});

afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

it('finds the story files', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
});

const everyLanguage = process.env.STORY_LANGUAGES === 'all';
let turn = 0;

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace('../../stories/', '');
  describe(file, () => {
    const names = storiesIn(module, 'EN_US').map(([name]) => name);
    const cases = names.flatMap((name) => {
      const chosen = everyLanguage ? storyLanguages : [storyLanguages[turn++ % storyLanguages.length]!];
      return chosen.map((language) => [name, language, storiesIn(module, language).find(([story]) => story === name)![1]] as const);
    });
    it.each(cases)('%s renders in %s', async (_, language, Story) => {
      const { container } = render(<Story />);
      if (Story.parameters.languageNeutral) {
        // The story itself is the language-neutral boot loader.
        await waitFor(() => expect(container.querySelector(bootLoader)).not.toBeNull());
      } else if (Story.parameters.noCatalogueText) {
        // Server content (or an atlas laid out by elkjs): wait for it to show. A safety limit for a
        // busy 2-core machine, where the largest statecharts take seconds to lay out.
        await waitFor(
          () => {
            expect(container.querySelector(bootLoader)).toBeNull();
            expect(container.textContent?.trim()).not.toBe('');
          },
          { timeout: 10_000 },
        );
      } else {
        const texts = plainTexts(language);
        await waitFor(() => {
          const shown = container.textContent ?? '';
          expect(texts.some((value) => shown.includes(value)), 'a text of the chosen language is on screen').toBe(true);
        });
      }
      expect(document.documentElement.lang).toBe(localeTags[language]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
    });
  });
}

describe('play functions', () => {
  const withPlay = Object.entries(modules).flatMap(([path, module]) =>
    storyLanguages
      .filter((language) => language === 'EN_US' || (everyLanguage && language === 'FR'))
      .flatMap((language) =>
        storiesIn(module, language)
          .filter(([, Story]) => Story.play)
          .map(([name, Story]) => [`${path.replace('../../stories/', '')} ${name} (${language})`, Story] as const),
      ),
  );

  it('there are stories with play functions', () => {
    expect(withPlay.length).toBeGreaterThan(0);
  });

  it.each(withPlay)('%s passes', async (_, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
