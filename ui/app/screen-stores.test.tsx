// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguagePreference } from '../../application/ports/language-preference';
import type { Language } from '../../domain/copy/language';
import { LanguageRoot, useLanguage } from '../i18n/LanguageRoot';
import { putLanguageInForce } from '../i18n/start-language';
import { ServicesProvider, useScreenStore } from './ServicesProvider';

/** A screen store holding what the member typed. */
class Draft {
  text = '';
  constructor() {
    makeAutoObservable(this);
  }
  type(text: string): void {
    this.text = text;
  }
}
const DRAFT = Symbol.for('Draft');

const preference: LanguagePreference = { chosen: () => null, preferred: () => [], remember: () => undefined, mark: () => undefined };

const NoteField = observer(function NoteField() {
  const draft = useScreenStore<Draft>(DRAFT);
  return (
    <label>
      Note
      <input value={draft.text} onChange={(event) => draft.type(event.target.value)} />
    </label>
  );
});

function LanguageButton() {
  const { language, choose } = useLanguage();
  const other: Language = language === 'en' ? 'es' : 'en';
  return <button onClick={() => void choose(other)}>{`Switch to ${other}`}</button>;
}

function Page({ container, noteShown }: { readonly container: Container; readonly noteShown: boolean }) {
  return (
    <LanguageRoot initial="en" preference={preference}>
      <ServicesProvider container={container}>
        <LanguageButton />
        {noteShown && <NoteField />}
      </ServicesProvider>
    </LanguageRoot>
  );
}

function containerWithDraft(): Container {
  const container = new Container();
  container.bind(DRAFT).toDynamicValue(() => new Draft());
  return container;
}

const note = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });

async function switchTo(language: Language): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Switch to ${language}` }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await screen.findByRole('button', { name: `Switch to ${language === 'en' ? 'es' : 'en'}` });
}

afterEach(async () => {
  cleanup();
  // The catalogues are shared by every test file: leave them in English.
  await putLanguageInForce('en', preference);
});

describe('screen stores across a change of language', () => {
  it('the page rendered again in the other language keeps what the member typed', async () => {
    render(<Page container={containerWithDraft()} noteShown />);
    fireEvent.change(note(), { target: { value: 'Call the dentist' } });

    await switchTo('es');
    expect(note().value).toBe('Call the dentist');
    await switchTo('en');
    expect(note().value).toBe('Call the dentist');
  });

  it('a page left and visited again after a change of language starts fresh', async () => {
    const container = containerWithDraft();
    const { rerender } = render(<Page container={container} noteShown />);
    fireEvent.change(note(), { target: { value: 'Call the dentist' } });
    await switchTo('es');

    rerender(<Page container={container} noteShown={false} />);
    rerender(<Page container={container} noteShown />);
    expect(note().value).toBe('');
  });
});
