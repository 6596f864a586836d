import { describe, expect, it } from 'vitest';
import { choiceFromForm } from './cookie-consent-storage';

describe('the notice’s answers', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };

  it('grants everything, nothing, or exactly the ticked categories', () => {
    expect(choiceFromForm('all', form({}))).toEqual({ statistics: true, advertising: true });
    expect(choiceFromForm('necessary', form({ statistics: 'on', advertising: 'on' }))).toEqual({ statistics: false, advertising: false });
    expect(choiceFromForm('chosen', form({}))).toEqual({ statistics: false, advertising: false });
    expect(choiceFromForm('chosen', form({ advertising: 'on' }))).toEqual({ statistics: false, advertising: true });
    expect(choiceFromForm('chosen', form({ statistics: 'on', advertising: 'on' }))).toEqual({ statistics: true, advertising: true });
  });

  it('grants nothing for an answer it does not know', () => {
    expect(choiceFromForm(null, form({ statistics: 'on' }))).toEqual({ statistics: false, advertising: false });
    expect(choiceFromForm('accepted', form({}))).toEqual({ statistics: false, advertising: false });
  });
});
